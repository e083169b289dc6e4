import type { InfiniteData, QueryClient, QueryKey } from '@tanstack/react-query';
import type { OrderPage } from '../../application/ports/order-gateway';
import type { OrderListItem } from '../../domain/order/order';
import type { OrderFilters } from '../../domain/order/order-query';
import type { RowAction } from '../../domain/order/order-actions';
import { HIDDEN_TAB } from '../../domain/order/order-tabs';

export type OrderScope = 'own' | 'group';
export type ListData = InfiniteData<OrderPage, number>;

export const orderKeys = {
  lists: ['orders', 'list'] as const,
  list: (scope: OrderScope, filters: OrderFilters, pageSize: number) => ['orders', 'list', scope, filters, pageSize] as const,
  detail: (id: number) => ['orders', 'detail', id] as const,
  latest: ['home', 'latest'] as const,
};

const FOLLOWED_TAB = 2;

/** Rows an action takes out of a tab (a hidden order leaves 全部订单, a restored one 已隐藏). */
const LEAVES: Partial<Record<RowAction, (tab: number) => boolean>> = {
  hide: (tab) => tab !== HIDDEN_TAB,
  restore: (tab) => tab === HIDDEN_TAB,
  unfollow: (tab) => tab === FOLLOWED_TAB,
};

const tabOf = (key: QueryKey) => (key[3] as OrderFilters | undefined)?.tab ?? 0;

function patchPage(page: OrderPage, ids: Set<number>, patch: Partial<OrderListItem>, drop: boolean): OrderPage {
  if (!page.orders.some((o) => ids.has(o.order_id))) return page;
  const orders = page.orders.flatMap((o) => (!ids.has(o.order_id) ? [o] : drop ? [] : [{ ...o, ...patch }]));
  return { ...page, orders, total: page.total - (page.orders.length - orders.length) };
}

/**
 * Applies a row change to every cached own list and the home's latest orders, and returns
 * the undo. Only the changed rows get new objects, so memoised rows elsewhere stay as they are.
 */
export function patchOrders(qc: QueryClient, ids: number[], patch: Partial<OrderListItem>, action?: RowAction): () => void {
  const idSet = new Set(ids);
  const lists = qc.getQueriesData<ListData>({ queryKey: [...orderKeys.lists, 'own'] });
  const latest = qc.getQueryData<OrderPage>(orderKeys.latest);
  for (const [key, data] of lists) {
    if (!data) continue;
    const drop = Boolean(action && LEAVES[action]?.(tabOf(key)));
    qc.setQueryData<ListData>(key, { ...data, pages: data.pages.map((p) => patchPage(p, idSet, patch, drop)) });
  }
  if (latest) qc.setQueryData(orderKeys.latest, patchPage(latest, idSet, patch, action === 'hide'));
  return () => {
    for (const [key, data] of lists) qc.setQueryData(key, data);
    if (latest) qc.setQueryData(orderKeys.latest, latest);
  };
}

/**
 * After a change, whatever shows the orders asks the server again: the open list and an open
 * detail refetch now (a row then shows what the server holds, bidder_timestamp included), other
 * tabs, details and the home's latest orders when next shown.
 */
export function refreshOrders(qc: QueryClient, ids: number[]) {
  void qc.invalidateQueries({ queryKey: orderKeys.lists });
  void qc.invalidateQueries({ queryKey: orderKeys.latest });
  for (const id of ids) void qc.invalidateQueries({ queryKey: orderKeys.detail(id) });
}
