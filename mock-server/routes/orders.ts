import type { Router } from 'express';
import type { MockArea } from '../area';
import { ok, page, ORDER_MISSING, refuse } from '../envelope';
import { me } from '../auth';
import { mount } from '../mount';
import { orders } from '../../contracts/api/orders';
import { HEADLINES } from '../fixtures/home';
import { detailOf, filterOrders, findFor, listItem, orderLevel, resetOrderStore, state } from './order-store';
import { listFilters } from './order-filters';
import { orderActionRoutes } from './order-actions';
import { orderExtraRoutes } from './order-extras';
import { appealRoutes } from './appeals';
import { orderStates } from './order-states';
import { GARDEN_FALLBACK } from '../../src/domain/order/order-display';

function routes(v2: Router) {
  // Fixed paths before /orders/:id.
  orderExtraRoutes(v2);
  orderActionRoutes(v2);
  appealRoutes(v2);

  mount(v2, orders.list, (req, res) => {
    const a = me(req);
    const { offset, limit } = req.query as unknown as { offset: number; limit: number };
    // A sub-account without the order module still gets the headlines, but no orders.
    const all = orderLevel(a) === 0 ? [] : filterOrders(a, listFilters(req));
    const items = page(all, offset, limit).map((o) => listItem(o, a.isGroupCompany));
    ok(res, { items: { order: items, toutiao: { items: state.noHeadlines ? [] : HEADLINES } }, total: all.length });
  });

  mount(v2, orders.detail, (req, res) => {
    const order = findFor(me(req), req.params.id);
    if (!order) return refuse(res, ORDER_MISSING);
    if (req.query.simple) return ok(res, { orderName: order.garden || GARDEN_FALLBACK });
    ok(res, detailOf(order));
  });

  mount(v2, orders.arrival, (req, res) => {
    const order = findFor(me(req), req.params.id);
    if (!order) return refuse(res, ORDER_MISSING);
    ok(res, { arrival: order.arrival });
  });
}

export const ordersArea: MockArea = { name: 'orders', reset: resetOrderStore, routes, states: orderStates };
