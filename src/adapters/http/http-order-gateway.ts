import * as v from 'valibot';
import { ApiClient } from './api-client';
import type { Answer, AssignPayload, FeedbackPayload, OrderGateway, OrderPage } from '../../application/ports/order-gateway';
import type { OrderNames } from '../../application/ports/order-names';
import { COMPANY_INFO_INCOMPLETE_CODE } from '../../domain/common/business-codes';
import { ok } from '../../domain/common/result';
import type { OrderQuery } from '../../domain/order/order-query';
import { orders } from '../../../contracts/api/orders';
import { FeedbackBody } from '../../../contracts/api/wire/orders';

/** The /v2/orders calls of spec 1 section 7, through their declarations (contracts/api/orders.ts). */
export class HttpOrderGateway implements OrderGateway, OrderNames {
  constructor(private readonly api: ApiClient) {}

  // Answers are checked by the declarations' schemas: a wrong shape is a handled failure, never a broken row.
  list(query: OrderQuery, signal?: AbortSignal): Answer<OrderPage> {
    return this.api.call(orders.list, { query }, { signal });
  }

  detail(orderId: number) {
    return this.api.call(orders.detail, { params: { id: orderId }, query: { web: '1' } });
  }

  /** ?simple=1 answers only the order's name (the wallet's order deductions); no toast on a refusal. */
  async orderName(orderId: number) {
    const answer = await this.api.call(orders.detail, { params: { id: orderId }, query: { simple: '1' } }, { variant: 'simple=1', handledCodes: 'all' });
    return answer.ok ? ok(answer.value.orderName) : answer;
  }

  arrival(orderId: number) {
    return this.api.call(orders.arrival, { params: { id: orderId } });
  }

  setStatus(orderId: number, status: 3 | 0) {
    return this.api.call(orders.setStatus, { params: { id: orderId }, body: { status } }, { handledCodes: [COMPANY_INFO_INCOMPLETE_CODE] });
  }

  feedback(payload: FeedbackPayload) {
    return this.api.call(orders.feedback, { params: { id: payload.orderId }, body: v.parse(FeedbackBody, payload) });
  }

  assign(payload: AssignPayload) {
    return this.api.call(orders.assign, { body: payload });
  }

  close(orderId: number, close: 0 | 1) {
    return this.api.call(orders.close, { params: { id: orderId }, body: { close } });
  }

  follow(orderId: number) {
    return this.api.call(orders.follow, { body: { targetId: orderId } });
  }

  unfollow(orderId: number) {
    return this.api.call(orders.unfollow, { body: { targetId: orderId } });
  }

  /** Any answer but code 200 with data 1 means no reminder (FeedbackReminderSchema); it never shows a toast. */
  async feedbackCheck() {
    const answer = await this.api.call(orders.feedbackCheck, {}, { handledCodes: 'all' });
    return answer.ok && answer.value;
  }

  async exportSheet(query: Omit<OrderQuery, 'limit' | 'offset'>) {
    const answer = await this.api.call(orders.exportSheet, { query }, { responseType: 'blob' });
    if (!answer.ok) return answer;
    return answer.value instanceof Blob ? ok(answer.value) : ok(new Blob([String(answer.value ?? '')]));
  }
}
