import { useMemo } from 'react';
import { hashKey, useInfiniteQuery } from '@tanstack/react-query';
import { ListOrders } from '../../../application/orders/order-queries';
import type { OrderFilters } from '../../../domain/order/order-query';
import { useService } from '../../platform/container-context';
import { useDeferredAnswer } from '../../components/use-deferred-answer';
import type { OrderScope } from '../../components/order-cache';
import { orderListQuery } from './order-list-query';

/**
 * One list (tab and filters) page by page; the next offset is what has been loaded. `orders`,
 * `total` and `pending` are the answer as the screen shows it: a new page is rendered in a
 * deferred, time-sliced pass (useDeferredAnswer).
 */
export function useOrderList(scope: OrderScope, filters: OrderFilters, pageSize: number) {
  const listOrders = useService(ListOrders);
  const options = orderListQuery(listOrders, scope, filters, pageSize);
  const query = useInfiniteQuery(options);
  const shown = useDeferredAnswer(query, hashKey(options.queryKey));
  const orders = useMemo(() => shown.data?.pages.flatMap((p) => p.orders) ?? [], [shown.data]);
  // A page that has arrived but is not on the screen yet is still loading: the list asks for
  // the next one only once it shows this one (asked for earlier, pages came faster than rows,
  // and a scroll could pass rows never measured, whose measuring later moved the page).
  const pageArriving = !shown.pending && (query.data?.pages.length ?? 0) > (shown.data?.pages.length ?? 0);
  return {
    ...query,
    isFetchingNextPage: query.isFetchingNextPage || pageArriving,
    pending: shown.pending,
    orders,
    total: shown.data?.pages.at(-1)?.total ?? 0,
  };
}
