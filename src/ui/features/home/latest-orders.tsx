import { Badge, Box, HStack, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { OrderListItem } from '../../../domain/order/order';
import { gardenOf, shown, timeOf } from '../../../domain/order/order-display';
import { NO_ORDERS } from '../../../domain/order/order-query';

export const NO_ORDER_PERMISSION = '您暂无浏览订单权限';

/**
 * One row: plain elements with the app stylesheet's classes (global.css), as the order rows. The
 * row opens its order: the order list, searched for its number, with its details open.
 */
function LatestRow({ order, listPath }: { order: OrderListItem; listPath: string }) {
  return (
    <li>
      <Link to={listPath} search={{ order: order.order_id }} className="latest-row">
        <div className="latest-row__main">
          <p className="latest-row__garden">{gardenOf(order.garden)}</p>
          <Badge colorPalette="blue">{order.status_name}</Badge>
          <p className="latest-row__place">{shown(order.locationName)}</p>
        </div>
        <p className="latest-row__time">{timeOf(order.bidder_timestamp)}</p>
      </Link>
    </li>
  );
}

/** The rows' place while they load (as high as 4 rows), so the sections below do not jump when they arrive. */
function LoadingRows() {
  return (
    <Stack as="ul" gap="0" listStyleType="none" aria-busy="true" aria-label="最新订单加载中">
      {[0, 1, 2, 3].map((i) => (
        <Box as="li" key={i} py="2" borderBottomWidth="1px" borderColor="gray.100">
          <Skeleton h="6" />
        </Box>
      ))}
    </Stack>
  );
}

/** The latest 4 orders, or 您暂无浏览订单权限 when the order permission is 0. */
export function LatestOrders({
  allowed,
  loading = false,
  orders,
  listPath,
}: {
  allowed: boolean;
  loading?: boolean;
  orders: OrderListItem[] | undefined;
  listPath: string;
}) {
  return (
    <Box as="section" aria-labelledby="latest-orders-heading" bg="white" rounded="md" p="6" shadow="xs">
      <HStack justify="space-between" mb="3">
        <Heading id="latest-orders-heading" as="h2" size="md">
          最新订单
        </Heading>
        {allowed && (
          <Link to={listPath} className="text-link">
            查看全部
          </Link>
        )}
      </HStack>
      {!allowed && <Text color="gray.500">{NO_ORDER_PERMISSION}</Text>}
      {allowed && loading && <LoadingRows />}
      {allowed && orders && orders.length === 0 && <Text color="gray.500">{NO_ORDERS}</Text>}
      {allowed && orders && orders.length > 0 && (
        <Stack as="ul" gap="0" listStyleType="none" aria-label="最新订单列表">
          {orders.map((o) => (
            <LatestRow key={o.order_id} order={o} listPath={listPath} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
