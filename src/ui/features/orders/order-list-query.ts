import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Container } from 'inversify';
import { ListOrders } from '../../../application/orders/order-queries';
import { sessionCanSee } from '../../../application/session/session.model';
import { TOKENS } from '../../../application/tokens';
import { EMPTY_FILTERS, type OrderFilters } from '../../../domain/order/order-query';
import { ORDER_PAGE_SIZE } from '../../../domain/order/order-tabs';
import { type OrderScope, orderKeys } from '../../components/order-cache';
import { RELOADS_ONLINE, queryClientOf } from '../../platform/query-client';

/**
 * A list's answer that arrived this recently is not asked for again when the list mounts: it is
 * the route loader's (prefetchOrderList), asked for on the tap while the screen's files loaded.
 * Older answers, and any a row action has invalidated, are asked for again on mount, as every
 * list is (staleTime 0).
 */
export const JUST_ASKED_MS = 10_000;

/** The filters a list page opens with: its tab, and the order it was opened on as the search. */
export const initialOrderFilters = (tab: number, group = false, opened?: number): OrderFilters => ({
  ...EMPTY_FILTERS,
  tab,
  search: opened ? String(opened) : '',
  ...(group ? { companyId: null } : {}),
});

/** One list (scope, filters, page size) page by page: the next offset is what has been loaded. */
export function orderListQuery(listOrders: ListOrders, scope: OrderScope, filters: OrderFilters, pageSize: number) {
  return infiniteQueryOptions({
    queryKey: orderKeys.list(scope, filters, pageSize),
    queryFn: ({ pageParam, signal }) =>
      listOrders.execute(filters, { offset: pageParam, limit: pageSize }, { group: scope === 'group', signal }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.orders.length, 0);
      return last.orders.length < pageSize || loaded >= last.total ? undefined : loaded;
    },
    staleTime: 0,
    refetchOnMount: (query) => query.state.isInvalidated || Date.now() - query.state.dataUpdatedAt > JUST_ASKED_MS,
    ...RELOADS_ONLINE,
  });
}

/**
 * The order routes' loader on entering /order or /grouporder: the first page of the list the
 * screen opens on (its tab, or the order home's 最新订单 opened) is asked for with the tap, while
 * the screen's files download, instead of after they have rendered (this module carries no UI, so
 * that it arrives before the screen's files). Nothing is asked for an
 * account that may not see orders (the screen then says so).
 */
export function prefetchOrderList(container: Container, scope: OrderScope, search: { tab?: number; order?: number }): void {
  if (!sessionCanSee(container.get(TOKENS.SessionModel), 'order')) return;
  const filters = initialOrderFilters(search.tab ?? 0, scope === 'group', search.order);
  void queryClientOf(container).prefetchInfiniteQuery(orderListQuery(container.get(ListOrders), scope, filters, ORDER_PAGE_SIZE));
}
