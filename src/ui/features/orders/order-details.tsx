import { useQuery } from '@tanstack/react-query';
import { Box, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { GetOrderDetail } from '../../../application/orders/order-queries';
import type { OrderDetail } from '../../../domain/order/order';
import { copyable, priceOf, shown } from '../../../domain/order/order-display';
import { useService } from '../../platform/container-context';
import { orderKeys } from '../../components/order-cache';
import { FeedbackHistory } from './feedback-history';
import { CopyPhone } from './copy-phone';
import { LoadingSpinner } from '../../components/loading-spinner';
import { LoadFailed } from '../../components/load-failed';
import { RELOADS_ONLINE } from '../../platform/query-client';
import { useAfterPaint } from '../../components/use-after-paint';

// Chakra's Heading and Text in their tokens. On a phone the owner's number is a tel: link
// (拨打) beside 复制, both 32 px high for a thumb (issue 59); a desktop has no phone to call from.
function Section({ title, rows, phone }: { title: string; rows: [string, string][]; phone?: string | null }) {
  return (
    <div>
      <Heading as="h4" size="xs" color="gray.600" mb="1">
        {title}
      </Heading>
      {rows.map(([label, value]) => (
        <Text key={label} fontSize="sm" display={{ base: 'flex', md: 'block' }} flexWrap="wrap" alignItems="center" columnGap="1">
          <Text as="span" color="gray.500">
            {label}：
          </Text>
          {value}
          {label === '手机号' && phone && copyable(phone) && (
            <>
              <Link
                href={`tel:${phone}`}
                aria-label={`拨打${phone}`}
                hideFrom="md"
                minH="8"
                px="2"
                ms="1"
                color="blue.700"
                fontWeight="medium"
                textDecoration="underline"
              >
                拨打
              </Link>
              <CopyPhone phone={phone} />
            </>
          )}
        </Text>
      ))}
    </div>
  );
}

const sections = (d: OrderDetail): [string, [string, string][]][] => [
  ['业主信息', [['联系人', shown(d.contact)], ['手机号', shown(d.phone)], ['备用电话', shown(d.phone2)], ['微信', shown(d.weixin)]]],
  ['房屋信息', [['地址', shown(d.addr)], ['户型', shown(d.house_model_name)], ['装修方式', shown(d.deco_mode_name)], ['风格', shown(d.style_name)]]],
  ['其他信息', [['设计师', shown(d.subUserName)], ['设计师电话', shown(d.subUserPhone)], ['订单价格', priceOf(d.orderPrice)]]],
];

function DetailBody({ data }: { data: OrderDetail }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {sections(data).map(([title, rows]) => (
          <Section key={title} title={title} rows={rows} phone={data.phone} />
        ))}
      </SimpleGrid>
      <Section title="装修需求" rows={[['需求', shown(data.demand)]]} />
      <div>
        <Heading as="h4" size="xs" color="gray.600" mb="2">
          反馈记录
        </Heading>
        <FeedbackHistory feedbacks={data.feedbacks} />
      </div>
    </Stack>
  );
}

/**
 * The expanded part of a row: owner, house and other info, demand and feedback history.
 * Mounted by 查看详情, it first commits its frame (the element the toggle's aria-controls names)
 * (with the spinner while the detail is asked for, or 详情加载失败 with 重试); the details themselves render in a task
 * after that frame has been drawn, so the click paints the toggle's 收起详情 without waiting for
 * them, even when the detail is already cached (issue 48). A deferred pass (useDeferredValue)
 * was not enough: its task ran before the frame, and the click still waited for the details.
 */
export function OrderDetails({ orderId }: { orderId: number }) {
  const getDetail = useService(GetOrderDetail);
  const detail = useQuery({ queryKey: orderKeys.detail(orderId), queryFn: () => getDetail.execute(orderId), ...RELOADS_ONLINE });
  const { data, isPending, isError } = detail;
  const ready = useAfterPaint();
  return (
    <Box id={`order-${orderId}-details`} mt="3" pt="3" borderTopWidth="1px" borderColor="gray.100">
      {isPending && <LoadingSpinner size="sm" />}
      {isError && <LoadFailed query={detail} text="详情加载失败" />}
      {ready && data && <DetailBody data={data} />}
    </Box>
  );
}
