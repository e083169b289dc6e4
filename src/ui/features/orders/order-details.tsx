import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { GetOrderDetail } from '../../../application/orders/order-queries';
import type { OrderDetail } from '../../../domain/order/order';
import { copyable, priceOf, shown } from '../../../domain/order/order-display';
import { useService } from '../../app/container-context';
import { orderKeys } from './order-cache';
import { FeedbackHistory } from './feedback-history';
import { CopyPhone } from './copy-phone';
import { LoadingSpinner } from '../../components/loading-spinner';

function Section({ title, rows, phone }: { title: string; rows: [string, string][]; phone?: string | null }) {
  return (
    <Box>
      <Heading as="h4" size="xs" mb="1" color="gray.600">
        {title}
      </Heading>
      {rows.map(([label, value]) => (
        <Text key={label} fontSize="sm">
          <Text as="span" color="gray.500">
            {label}：
          </Text>
          {value}
          {label === '手机号' && phone && copyable(phone) && <CopyPhone phone={phone} />}
        </Text>
      ))}
    </Box>
  );
}

const sections = (d: OrderDetail): [string, [string, string][]][] => [
  ['业主信息', [['联系人', shown(d.contact)], ['手机号', shown(d.phone)], ['备用电话', shown(d.phone2)], ['微信', shown(d.weixin)]]],
  ['房屋信息', [['地址', shown(d.addr)], ['户型', shown(d.house_model_name)], ['装修方式', shown(d.deco_mode_name)], ['风格', shown(d.style_name)]]],
  ['其他信息', [['设计师', shown(d.subUserName)], ['设计师电话', shown(d.subUserPhone)], ['订单价格', priceOf(d.orderPrice)]]],
];

/** The expanded part of a row: owner, house and other info, demand and feedback history. */
export function OrderDetails({ orderId }: { orderId: number }) {
  const getDetail = useService(GetOrderDetail);
  const { data, isPending, isError } = useQuery({ queryKey: orderKeys.detail(orderId), queryFn: () => getDetail.execute(orderId) });
  return (
    <Box id={`order-${orderId}-details`} mt="3" pt="3" borderTopWidth="1px" borderColor="gray.100">
      {isPending && <LoadingSpinner size="sm" />}
      {isError && <Text color="gray.500">详情加载失败</Text>}
      {data && (
        <Stack gap="4">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {sections(data).map(([title, rows]) => (
              <Section key={title} title={title} rows={rows} phone={data.phone} />
            ))}
          </SimpleGrid>
          <Section title="装修需求" rows={[['需求', shown(data.demand)]]} />
          <Box>
            <Heading as="h4" size="xs" mb="2" color="gray.600">
              反馈记录
            </Heading>
            <FeedbackHistory feedbacks={data.feedbacks} />
          </Box>
        </Stack>
      )}
    </Box>
  );
}
