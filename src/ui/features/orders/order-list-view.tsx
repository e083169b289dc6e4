import { memo } from 'react';
import { Box, Text } from '@chakra-ui/react';
import type { OrderListItem } from '../../../domain/order/order';
import { NO_ORDERS, type OrderFilters } from '../../../domain/order/order-query';
import { LOAD_MORE_DISTANCE_PX } from '../../../domain/order/order-tabs';
import { InfiniteList } from '../../components/infinite-list';
import { nextPage } from '../../components/next-page';
import type { OrderScope } from '../../components/order-cache';
import { useOrderList } from './use-order-list';
import { OrderRow } from './order-row';
import { LoadingSpinner } from '../../components/loading-spinner';
import { LoadFailed, RetryButton } from '../../components/load-failed';

const renderRow = (order: OrderListItem) => <OrderRow order={order} />;
const keyOf = (order: OrderListItem) => order.order_id;
export const LIST_END_TEXT = '—— 已加载全部订单 ——';

/** The list's spinner while its first page is on its way, where its rows will be. */
function OrderListPending() {
  return (
    <Box py="10" textAlign="center">
      <LoadingSpinner />
    </Box>
  );
}

/** One tab's orders: 暂无订单！ when empty or failed (with 重试 when failed: LoadFailed), otherwise the virtualised rows. */
export const OrderListView = memo(function OrderListView({
  scope,
  filters,
  pageSize,
}: {
  scope: OrderScope;
  filters: OrderFilters;
  pageSize: number;
}) {
  const list = useOrderList(scope, filters, pageSize);
  if (list.pending) return <OrderListPending />;
  if (list.orders.length === 0) {
    // The spec's words for a failed list are the empty one's (spec 1 §8), with 重试.
    return (
      <Box py="8" bg="white" rounded="md" textAlign="center">
        {list.isError ? <LoadFailed query={list} text={NO_ORDERS} /> : <Text py="8" color="gray.500">{NO_ORDERS}</Text>}
      </Box>
    );
  }
  const nextPageFailed = list.isFetchNextPageError && !list.isFetchingNextPage;
  return (
    <>
      <InfiniteList
        items={list.orders}
        getKey={keyOf}
        renderItem={renderRow}
        label="订单列表"
        total={list.total}
        hasMore={Boolean(list.hasNextPage) && !nextPageFailed}
        loading={list.isFetchingNextPage}
        onLoadMore={nextPage(list)}
        loadDistance={LOAD_MORE_DISTANCE_PX}
        estimateSize={170}
        endText={nextPageFailed ? '' : LIST_END_TEXT}
      />
      {nextPageFailed && (
        <Box textAlign="center" py="3">
          <RetryButton query={list} />
        </Box>
      )}
    </>
  );
});
