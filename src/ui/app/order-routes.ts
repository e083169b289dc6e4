import { type AnyRoute, createRoute, redirect } from '@tanstack/react-router';
import type { Container } from 'inversify';
import { lazyScreen } from './lazy-screen';
import { TOKENS } from '../../application/tokens';
import { ORDER_TABS, GROUP_TABS, type OrderTab, parseTab } from '../../domain/order/order-tabs';

export interface OrderSearch {
  tab?: number;
  /** An order to open (home's 最新订单): the list shows it searched for, its details open. */
  order?: number;
}

const orderIdOf = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

const tabSearch = (tabs: readonly OrderTab[]) => (search: Record<string, unknown>): OrderSearch => {
  const order = orderIdOf(search.order);
  return { ...(search.tab === undefined ? {} : { tab: parseTab(search.tab, tabs) }), ...(order ? { order } : {}) };
};

/**
 * The list's first-page question (a small module, no UI). Loaded ahead by the home's loader, so
 * that a tap on 订单 asks for the orders at once instead of after this module's download.
 */
export const orderListQueryModule = () => import('../features/orders/order-list-query');

/**
 * On entering the list, or on the intent to (a link pointed at or touched: the router's preload):
 * its first page is asked for while the screen's files download. Not on a tab change, which the
 * screen asks for with its own filters.
 */
const askFirstPage =
  (scope: 'own' | 'group') =>
  ({ context, cause, deps }: { context: unknown; cause: string; deps: OrderSearch }) => {
    if (cause === 'stay') return;
    const { container } = context as { container: Container };
    orderListQueryModule()
      .then((m) => m.prefetchOrderList(container, scope, deps))
      // A chunk that failed to load fails the screen's too, which the route's error boundary shows.
      .catch(() => undefined);
  };

const roleOf = (context: unknown) =>
  (context as { container: Container }).container.get(TOKENS.SessionModel).$accountRole.getState();

/** /order for companies and sub-accounts, /grouporder for group accounts (spec 1 section 2). */
export function orderRoutes<P extends AnyRoute>(parent: P) {
  const order = createRoute({
    getParentRoute: () => parent,
    path: 'order',
    staticData: { title: '订单', tabs: ORDER_TABS },
    validateSearch: tabSearch(ORDER_TABS),
    beforeLoad: ({ context }) => {
      if (roleOf(context) === 'GroupAccount') throw redirect({ to: '/grouporder', replace: true });
    },
    loaderDeps: ({ search }) => search,
    loader: askFirstPage('own'),
    component: lazyScreen(() => import('../routes/order')),
  });
  const groupOrder = createRoute({
    getParentRoute: () => parent,
    path: 'grouporder',
    staticData: { title: '集团订单', tabs: GROUP_TABS },
    validateSearch: tabSearch(GROUP_TABS),
    beforeLoad: ({ context }) => {
      if (roleOf(context) !== 'GroupAccount') throw redirect({ to: '/order', replace: true });
    },
    loaderDeps: ({ search }) => search,
    loader: askFirstPage('group'),
    component: lazyScreen(() => import('../routes/grouporder')),
  });
  return [order, groupOrder] as const;
}
