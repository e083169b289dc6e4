import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import { toResult } from './envelope';
import type { Answer, AssignPayload, FeedbackPayload, OrderGateway, OrderPage } from '../../application/ports/order-gateway';
import type { OrderNames } from '../../application/ports/order-names';
import { COMPANY_INFO_INCOMPLETE } from '../../application/orders/order-actor';
import { ok } from '../../domain/common/result';
import type { OrderQuery } from '../../domain/order/order-query';
import { ArrivalSchema, OrderDetailSchema, OrderListSchema } from './order-answers';
import { FeedbackBody } from './wire/orders';

export const OrderNameSchema = v.object({ orderName: v.string() });

/** The /v2/orders calls of spec 1 section 7; bodies as JSON, answers as Results. */
export class HttpOrderGateway implements OrderGateway, OrderNames {
  constructor(private readonly api: ApiClient) {}

  // Answers are checked (order-answers.ts): a wrong shape is a handled failure, never a broken row.
  list(query: OrderQuery, signal?: AbortSignal): Answer<OrderPage> {
    return this.api.get<unknown>('/orders', { query: { ...query }, signal }).then(checked(this.api, OrderListSchema, 'GET /orders'));
  }

  detail(orderId: number) {
    return this.api.get<unknown>(`/orders/${orderId}`, { query: { web: 1 } }).then(checked(this.api, OrderDetailSchema, 'GET /orders/{id}'));
  }

  /** ?simple=1 answers only the order's name (the wallet's order deductions); no toast on a refusal. */
  async orderName(orderId: number) {
    const answer = await this.api
      .get<unknown>(`/orders/${orderId}`, { query: { simple: 1 }, handledCodes: 'all' })
      .then(checked(this.api, OrderNameSchema, 'GET /orders/{id}?simple=1'));
    return answer.ok ? ok(answer.value.orderName) : answer;
  }

  arrival(orderId: number) {
    return this.api.get<unknown>(`/orders/${orderId}/status`).then(checked(this.api, ArrivalSchema, 'GET /orders/{id}/status'));
  }

  setStatus(orderId: number, status: 3 | 0) {
    return this.api.put(`/orders/${orderId}`, { status }, { handledCodes: [COMPANY_INFO_INCOMPLETE] }).then(toResult);
  }

  feedback(payload: FeedbackPayload) {
    return this.api.post(`/orders/${payload.orderId}/feedbacks`, v.parse(FeedbackBody, payload)).then(toResult);
  }

  assign(payload: AssignPayload) {
    return this.api.put('/orders/assign', payload).then(toResult);
  }

  close(orderId: number, close: 0 | 1) {
    return this.api.put(`/orders/${orderId}/close`, { close }).then(toResult);
  }

  follow(orderId: number) {
    return this.api.post('/orders/collections', { targetId: orderId }).then(toResult);
  }

  unfollow(orderId: number) {
    return this.api.delete('/orders/collections', { targetId: orderId }).then(toResult);
  }

  /** Any answer but code 200 with data 1 means no reminder; it never shows a toast. */
  async feedbackCheck() {
    const answer = await this.api.get<unknown>('/orders/checkTime', { handledCodes: 'all' });
    return answer.code === 200 && Number(answer.data) === 1;
  }

  async exportSheet(query: Omit<OrderQuery, 'limit' | 'offset'>) {
    const answer = toResult(await this.api.get<Blob>('/orders/excel', { query: { ...query }, responseType: 'blob' }));
    if (!answer.ok) return answer;
    return answer.value instanceof Blob ? ok(answer.value) : ok(new Blob([String(answer.value ?? '')]));
  }
}
