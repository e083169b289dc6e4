import type { ProviderStates } from '../area';
import { makeOrder } from '../fixtures/orders';
import { type AppealRecord, state } from './order-store';

/** The order every order-action pact uses; states arrange it as they need. */
export const PACT_ORDER_ID = 501900;
/** An order of the group's child company 601 (the group's refusal pacts). */
export const CHILD_ORDER_ID = 601900;
const DAY = 86_400;

function arrange(params: Record<string, unknown>, patch: Record<string, unknown>) {
  const id = Number(params.orderId ?? PACT_ORDER_ID);
  const now = Date.now() / 1000;
  let order = state.orders.find((o) => o.order_id === id);
  if (!order) {
    order = { ...makeOrder(501, 2, now), order_id: id };
    state.orders.push(order);
  }
  Object.assign(order, { closed: 0, isCollected: null, complaintIt: 0, orderPrice: 50, subUserId: null, subUserName: null, subUserPhone: null }, patch);
  return order;
}

/** Accepted 30 days ago, so a return appeal is allowed. */
const accepted = { status: 3, bidder_timestamp: Math.floor(Date.now() / 1000) - 30 * DAY };

const appeal = (id: number): AppealRecord => ({
  id,
  company_id: 501,
  dataType: 'ORDER',
  dataId: 501003,
  content: '业主已与其他装修公司签约，申请返单。',
  photo: 'complaint/demo.png',
  status: 0,
  timestamp: Math.floor(Date.now() / 1000) - DAY,
});

/** Provider states of the orders area (params.orderId overrides the pact order's id). */
export const orderStates: ProviderStates = {
  'an order pending acceptance exists': (p) => void arrange(p, { status: 2 }),
  'an accepted order exists': (p) => void arrange(p, accepted),
  'a followed order exists': (p) => void arrange(p, { ...accepted, isCollected: Math.floor(Date.now() / 1000) }),
  'a hidden order exists': (p) => void arrange(p, { ...accepted, closed: 1 }),
  // An operating sub-account (the designer) sees and changes only the orders assigned to it.
  'an accepted order assigned to another designer exists': (p) =>
    void arrange(p, { ...accepted, subUserId: 2011, subUserName: '周婷', subUserPhone: '13900002011' }),
  'an accepted order of a child company exists': (p) =>
    void arrange({ orderId: CHILD_ORDER_ID, ...p }, { ...accepted, company_id: 601 }),
  'the company profile is incomplete': (p) => {
    arrange(p, { status: 2 });
    state.incomplete.add(501);
  },
  'the company has no orders': () => {
    state.orders = state.orders.filter((o) => o.company_id !== 501);
  },
  'the company has no sub-accounts': () => void state.noDesigners.add(501),
  'there are no home slides': () => {
    state.noSlides = true;
  },
  'there are no headlines': () => {
    state.noHeadlines = true;
  },
  'no feedback reminder is due': () => {
    state.reminderDue = false;
  },
  'orders await feedback': () => {
    state.reminderDue = true;
  },
  'the company has filed appeals': () => {
    state.appeals = [appeal(2), appeal(1)];
  },
};
