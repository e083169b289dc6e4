import type { Account } from '../fixtures/accounts';
import { GROUP_CHILDREN } from '../fixtures/accounts';
import { type MockOrder, PROGRESS, STATUS_NAME, designersOf, seedOrders } from '../fixtures/orders';
import { subAccountsOf } from './sub-account-store';
import { levelOf, operatesOwnOnly } from '../envelope';

/**
 * The orders area's state while the server runs: accepting, then reloading, shows 已接单.
 * reset() restores the generated fixtures (MOCK_ORDER_COUNT: how many the merchant's 全部订单 lists).
 */
export interface AppealRecord {
  id: number;
  company_id: number;
  dataType: string;
  dataId: number;
  content: string;
  photo: string;
  status: number;
  timestamp: number;
  /** The reviewer's note, once an appeal is decided. */
  reason?: string;
}

export const state = {
  orders: [] as MockOrder[],
  incomplete: new Set<number>(),
  appeals: [] as AppealRecord[],
  noSlides: false,
  noHeadlines: false,
  noDesigners: new Set<number>(),
  /**
   * Whether checkTime asks for the feedback reminder. On after a reset, as a backend answers for
   * accounts with orders waiting for feedback; tests switch it off (the 'no feedback reminder is
   * due' state, or MOCK_FEEDBACK_REMINDER=0 for the mock server the e2e suite starts) so the
   * dialog does not cover their first pages.
   */
  reminderDue: true,
};

export function resetOrderStore() {
  state.orders = assignDemoDesigner(seedOrders(Date.now() / 1000, Number(process.env.MOCK_ORDER_COUNT) || 0));
  state.incomplete = new Set();
  state.appeals = [];
  state.noSlides = false;
  state.noHeadlines = false;
  state.noDesigners = new Set();
  state.reminderDue = process.env.MOCK_FEEDBACK_REMINDER !== '0';
}

const GROUP_NAME: Record<number, string> = {
  600: '华居装饰集团有限公司',
  ...Object.fromEntries(GROUP_CHILDREN.map((c) => [c.id, c.name])),
};

/**
 * The designer demo account (1002) operates orders, so it sees only those assigned to it: three
 * of the merchant in progress, well past the orders the other tests name.
 */
function assignDemoDesigner(orders: MockOrder[]): MockOrder[] {
  const designer = designersOf(501).find((d) => d.id === 1002);
  const free = orders.filter((o) => o.company_id === 501 && o.order_id > 501040 && [3, 4, 5].includes(o.status) && !o.subUserId && !o.closed);
  for (const o of free.slice(0, 3))
    Object.assign(o, { subUserId: designer?.id ?? null, subUserName: designer?.realname ?? null, subUserPhone: designer?.phone ?? null });
  return orders;
}

/** A group sees its own and its children's orders; anyone else their company's. */
export const companiesOf = (a: Account) => (a.isGroupCompany ? [a.company_id, ...GROUP_CHILDREN.map((c) => c.id)] : [a.company_id]);

/**
 * Spec 1 and 2 section 6: order level 0 sees nothing, view-only the company's orders, an
 * operating sub-account only the orders assigned to it; the group its children's too.
 */
export const visibleTo = (a: Account) => {
  if (orderLevel(a) === 0) return [];
  const companies = new Set(companiesOf(a));
  const ownOnly = operatesOwnOnly(a, 'order');
  return state.orders.filter((o) => companies.has(o.company_id) && (!ownOnly || o.subUserId === a.user_id));
};

export const findFor = (a: Account, id: unknown) => visibleTo(a).find((o) => o.order_id === Number(id));

export const orderLevel = (a: Account) => levelOf(a, 'order');
export const mayOperate = (a: Account) => !a.isGroupCompany && orderLevel(a) === 2;
export const isInProgress = (o: MockOrder) => PROGRESS.includes(o.status);
/** Who may be assigned orders: the company's sub-accounts as they are now (added, edited, unbound). */
export const designersFor = (companyId: number) =>
  state.noDesigners.has(companyId)
    ? []
    : subAccountsOf(companyId).map((a) => ({ id: a.user_id, realname: a.realname, phone: a.phone, head_img_url: a.head_img_url ?? null }));

/** The list types of spec 1 section 7 (2 is the export's "everything visible"). */
const TYPES: Record<number, (o: MockOrder) => boolean> = {
  99: (o) => o.closed === 0,
  2: (o) => o.closed === 0,
  1: (o) => o.closed === 0 && o.status === 2,
  3: (o) => o.closed === 0 && isInProgress(o),
  7: (o) => o.closed === 0 && o.isCollected !== null,
  9: (o) => o.closed === 1,
};

export interface ListFilters {
  type: number;
  search: string;
  start: number | null;
  end: number | null;
  subUserId: number | null;
  companyId: number | null;
}

const masked = (phone: string) => phone.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

export function filterOrders(a: Account, f: ListFilters): MockOrder[] {
  const byType = TYPES[f.type] ?? TYPES[99];
  return visibleTo(a)
    .filter(byType)
    .filter((o) => !f.search || o.garden.includes(f.search) || String(o.order_id).includes(f.search) || o.phone.includes(f.search))
    .filter((o) => (f.start === null || o.bidder_timestamp >= f.start) && (f.end === null || o.bidder_timestamp <= f.end))
    .filter((o) => !f.subUserId || o.subUserId === f.subUserId)
    .filter((o) => !f.companyId || o.company_id === f.companyId)
    .sort((x, y) => y.bidder_timestamp - x.bidder_timestamp || y.order_id - x.order_id);
}

export function listItem(o: MockOrder, group: boolean) {
  return {
    order_id: o.order_id,
    garden: o.garden,
    status_name: STATUS_NAME[o.status],
    orderPrice: o.orderPrice,
    contact: o.contact,
    locationName: o.locationName,
    deco_type_name: o.deco_type_name,
    area: o.area,
    budget_name: o.budget_name,
    bidder_timestamp: o.bidder_timestamp,
    isCollected: o.isCollected,
    subUserName: o.subUserName,
    subUserPhone: o.subUserPhone,
    closed: o.closed,
    complaintIt: o.complaintIt,
    ...(group ? { companyName: GROUP_NAME[o.company_id] ?? '' } : {}),
  };
}

/** Phones of orders not yet accepted are masked, as the real backend does. */
export function detailOf(o: MockOrder) {
  const hide = o.status === 2 || o.status === 0;
  return {
    order: {
      contact: o.contact,
      phone: hide ? masked(o.phone) : o.phone,
      phone2: o.phone2,
      weixin: hide ? '' : o.weixin,
      addr: o.addr,
      house_model_name: o.house_model_name,
      deco_mode_name: o.deco_mode_name,
      style_name: o.style_name,
      subUserName: o.subUserName,
      subUserPhone: o.subUserPhone,
      orderPrice: o.orderPrice,
      demand: o.demand,
      status: o.status,
      closed: o.closed,
      complaintIt: o.complaintIt,
    },
    feedbacks: o.feedbacks,
  };
}
