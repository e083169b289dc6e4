import type { AssignPayload, FeedbackPayload, OrderGateway, OrderPage } from '../../src/application/ports/order-gateway';
import { BusinessError } from '../../src/application/errors';
import { type Result, err, ok } from '../../src/domain/common/result';
import type { OrderDetail, OrderListItem } from '../../src/domain/order/order';
import type { OrderQuery } from '../../src/domain/order/order-query';
import { ALL_ORDERS_TYPE, EXPORT_TYPE } from '../../src/domain/order/order-tabs';
import { ORDER_STATUS, isInProgress, statusCodeOf, statusName } from '../../src/domain/order/order-status';

export type Answer<T = unknown> = Promise<Result<T, BusinessError>>;

/** Records calls and answers; `refuse(code)` makes the next call answer that business code. */
export class CallRecorder {
  readonly calls: { name: string; args: unknown[] }[] = [];
  private refusal: BusinessError | null = null;

  refuse(code: number, msg = '操作失败') {
    this.refusal = new BusinessError(code, msg);
    return this;
  }

  named = (name: string) => this.calls.filter((c) => c.name === name).map((c) => c.args);

  /** Records the call and answers `value`, or the refusal set by `refuse`; `apply` runs only when accepted. */
  protected answer<T>(name: string, args: unknown[], value: T, apply?: () => void): Answer<T> {
    this.calls.push({ name, args });
    const refusal = this.refusal;
    this.refusal = null;
    if (!refusal) apply?.();
    return Promise.resolve(refusal ? err(refusal) : ok(value));
  }
}

/** An order as the fake's server holds it: the list item, plus who it is assigned to (the list's sub-user filter). */
export type StoredOrder = OrderListItem & { subUserId?: number | null };

const PENDING = ORDER_STATUS.pending;
const CHANGED = 20022;

/** The list types of spec 1 section 7, read from what a list item carries (as the mock reads its orders). */
const TYPES: Record<number, (o: StoredOrder) => boolean> = {
  [ALL_ORDERS_TYPE]: (o) => o.closed === 0,
  [EXPORT_TYPE]: (o) => o.closed === 0,
  1: (o) => o.closed === 0 && statusCodeOf(o.status_name) === PENDING,
  3: (o) => o.closed === 0 && isInProgress(o.status_name),
  7: (o) => o.closed === 0 && o.isCollected !== null,
  9: (o) => o.closed === 1,
};

/** yyyy-MM-dd (start) or yyyy-MM-dd HH:mm:ss (end) in China time, as seconds; as the backend reads them. */
function seconds(value: string | undefined, endOfDay = false): number | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const withTime = /\d{2}:\d{2}/.test(text) ? text.replace(' ', 'T') : `${text}T${endOfDay ? '23:59:59' : '00:00:00'}`;
  const ms = Date.parse(`${withTime}+08:00`);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
}

const time = (o: StoredOrder) => o.bidder_timestamp ?? 0;

/** What the backend's list answers: the type, search, time range and sub-user filters, newest first. */
export function filterStoredOrders(orders: StoredOrder[], query: Partial<OrderQuery>): StoredOrder[] {
  const byType = TYPES[query.type ?? ALL_ORDERS_TYPE] ?? TYPES[ALL_ORDERS_TYPE];
  const search = query.search?.trim() ?? '';
  const start = seconds(query.startTime);
  const end = seconds(query.endTime, true);
  return orders
    .filter(byType)
    .filter((o) => !search || (o.garden ?? '').includes(search) || String(o.order_id).includes(search))
    .filter((o) => (start === null || time(o) >= start) && (end === null || time(o) <= end))
    .filter((o) => !query.subUserId || o.subUserId === query.subUserId)
    .sort((x, y) => time(y) - time(x) || y.order_id - x.order_id);
}

const listItem = ({ subUserId: _assignee, ...item }: StoredOrder): OrderListItem => item;

/**
 * The orders backend in memory: the list honours its filters and paging (held to the real
 * gateway by tests/fakes/cases/order-gateway.cases.ts), and the row actions change the stored
 * order as the backend does, or refuse with 20022 when the order's state forbids them. An order
 * the fake does not hold is the calling test's own: its actions are answered without a change.
 */
export class InMemoryOrderGateway extends CallRecorder implements OrderGateway {
  private stored: StoredOrder[] = [];
  /** What the server holds: copies of the orders given, so an action never changes a test's own objects. */
  get orders(): StoredOrder[] {
    return this.stored;
  }
  set orders(orders: StoredOrder[]) {
    this.stored = orders.map((o) => ({ ...o }));
  }
  arrivalValue = 0;
  checkTimeValue = true;

  list(query: OrderQuery): Answer<OrderPage> {
    const all = filterStoredOrders(this.orders, query);
    const orders = all.slice(query.offset, query.offset + query.limit).map(listItem);
    return this.answer('list', [query], { orders, headlines: [], total: all.length });
  }
  detail(orderId: number): Answer<OrderDetail> {
    return this.answer('detail', [orderId], { feedbacks: [] } as unknown as OrderDetail);
  }
  arrival = (orderId: number) => this.answer('arrival', [orderId], this.arrivalValue);

  private held = (orderId: number) => this.orders.find((o) => o.order_id === orderId);

  /** Answers `name`, applying `change` to the held order once accepted; refuses when `allowed` says no. */
  private act(name: string, args: unknown[], orderId: number, allowed: (o: StoredOrder) => boolean, change: (o: StoredOrder) => void): Answer {
    const order = this.held(orderId);
    if (order && !allowed(order)) this.refuse(CHANGED, 'order state changed');
    return this.answer(name, args, null, () => order && change(order));
  }

  setStatus = (orderId: number, status: 3 | 0) =>
    this.act('setStatus', [orderId, status], orderId, (o) => statusCodeOf(o.status_name) === PENDING, (o) => {
      o.status_name = statusName(status);
      if (status === ORDER_STATUS.accepted) o.bidder_timestamp = Math.floor(Date.now() / 1000);
    });
  feedback = (payload: FeedbackPayload) => this.answer('feedback', [payload], null);
  assign = (payload: AssignPayload) => {
    const held = payload.orderId.map(this.held).filter((o) => o !== undefined);
    if (held.some((o) => o.closed || !isInProgress(o.status_name))) this.refuse(CHANGED, 'order cannot be assigned');
    return this.answer('assign', [payload], null, () =>
      held.forEach((o) => Object.assign(o, { subUserId: payload.subUserId, subUserName: payload.subUserName })),
    );
  };
  close = (orderId: number, close: 0 | 1) =>
    this.act('close', [orderId, close], orderId, () => true, (o) => {
      o.closed = close;
      if (close) o.isCollected = null;
    });
  follow = (orderId: number) =>
    this.act('follow', [orderId], orderId, (o) => o.closed === 0, (o) => void (o.isCollected = Math.floor(Date.now() / 1000)));
  unfollow = (orderId: number) => this.act('unfollow', [orderId], orderId, () => true, (o) => void (o.isCollected = null));
  exportSheet = (query: Omit<OrderQuery, 'limit' | 'offset'>) => this.answer('exportSheet', [query], new Blob(['xlsx']));
  async feedbackCheck() {
    this.calls.push({ name: 'feedbackCheck', args: [] });
    return this.checkTimeValue;
  }
}

/**
 * A gateway whose answers, the list's excepted, wait until the test lets them go: a first click
 * stays in flight, and the list shows what the server holds meanwhile.
 */
export class HeldOrderGateway extends InMemoryOrderGateway {
  private open!: () => void;
  private gate = new Promise<void>((resolve) => (this.open = resolve));
  private listGate: Promise<void> | null = null;
  private openLists = () => {};
  release = () => this.open();
  /** From now on the list's answers wait too, until `releaseLists`: a refetch cannot restore a row. */
  holdLists() {
    this.listGate = new Promise<void>((resolve) => (this.openLists = resolve));
  }
  releaseLists = () => this.openLists();
  /** The server's change lands when the answer is let go, as a held request's would. */
  protected override async answer<T>(name: string, args: unknown[], value: T, apply?: () => void) {
    const answer = await super.answer(name, args, value);
    if (name !== 'list') await this.gate;
    else if (this.listGate) await this.listGate;
    if (answer.ok) apply?.();
    return answer;
  }
}
