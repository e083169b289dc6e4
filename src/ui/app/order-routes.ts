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
    component: lazyScreen(() => import('../routes/grouporder')),
  });
  return [order, groupOrder] as const;
}
