import type { AssignPayload, FeedbackPayload, OrderGateway, OrderPage } from '../../src/application/ports/order-gateway';
import { BusinessError } from '../../src/application/errors';
import { type Result, err, ok } from '../../src/domain/common/result';
import type { OrderDetail, OrderListItem } from '../../src/domain/order/order';
import type { OrderQuery } from '../../src/domain/order/order-query';

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

  protected answer<T>(name: string, args: unknown[], value: T): Answer<T> {
    this.calls.push({ name, args });
    const refusal = this.refusal;
    this.refusal = null;
    return Promise.resolve(refusal ? err(refusal) : ok(value));
  }
}

export class InMemoryOrderGateway extends CallRecorder implements OrderGateway {
  orders: OrderListItem[] = [];
  arrivalValue = 0;
  checkTimeValue = true;

  list(query: OrderQuery): Answer<OrderPage> {
    const orders = this.orders.slice(query.offset, query.offset + query.limit);
    return this.answer('list', [query], { orders, headlines: [], total: this.orders.length });
  }
  detail(orderId: number): Answer<OrderDetail> {
    return this.answer('detail', [orderId], { feedbacks: [] } as unknown as OrderDetail);
  }
  arrival = (orderId: number) => this.answer('arrival', [orderId], this.arrivalValue);
  setStatus = (orderId: number, status: 3 | 0) => this.answer('setStatus', [orderId, status], null);
  feedback = (payload: FeedbackPayload) => this.answer('feedback', [payload], null);
  assign = (payload: AssignPayload) => this.answer('assign', [payload], null);
  close = (orderId: number, close: 0 | 1) => this.answer('close', [orderId, close], null);
  follow = (orderId: number) => this.answer('follow', [orderId], null);
  unfollow = (orderId: number) => this.answer('unfollow', [orderId], null);
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
  protected override async answer<T>(name: string, args: unknown[], value: T) {
    const answer = super.answer(name, args, value);
    if (name !== 'list') await this.gate;
    else if (this.listGate) await this.listGate;
    return answer;
  }
}
