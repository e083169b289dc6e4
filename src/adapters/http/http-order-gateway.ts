import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import { toResult } from './envelope';
import type { AssignPayload, FeedbackPayload, OrderGateway, OrderPage } from '../../application/ports/order-gateway';
import type { OrderNames } from '../../application/ports/order-names';
import { COMPANY_INFO_INCOMPLETE } from '../../application/orders/order-actor';
import { ok } from '../../domain/shared/result';
import type { FeedbackRecord, Headline, OrderDetail, OrderListItem } from '../../domain/order/order';
import type { OrderQuery } from '../../domain/order/order-query';

interface ListData {
  items?: { order?: OrderListItem[]; toutiao?: { items?: Headline[] } };
  total?: number;
}

interface DetailData {
  order?: Omit<OrderDetail, 'feedbacks'>;
  feedbacks?: FeedbackRecord[];
}

const OrderNameSchema = v.object({ orderName: v.string() });

const toPage = (data: ListData | null): OrderPage => ({
  orders: data?.items?.order ?? [],
  headlines: data?.items?.toutiao?.items ?? [],
  total: Number(data?.total ?? 0),
});

/** The /v2/orders calls of spec 1 section 7; bodies as JSON, answers as Results. */
@injectable()
export class HttpOrderGateway implements OrderGateway, OrderNames {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(query: OrderQuery, signal?: AbortSignal) {
    const answer = toResult(await this.api.get<ListData>('/orders', { query: { ...query }, signal }));
    return answer.ok ? ok(toPage(answer.value)) : answer;
  }

  async detail(orderId: number) {
    const answer = toResult(await this.api.get<DetailData>(`/orders/${orderId}`, { query: { web: 1 } }));
    if (!answer.ok) return answer;
    return ok({ ...(answer.value?.order as OrderDetail), feedbacks: answer.value?.feedbacks ?? [] });
  }

  /** ?simple=1 answers only the order's name (the wallet's order deductions); no toast on a refusal. */
  async orderName(orderId: number) {
    const answer = await this.api
      .get<unknown>(`/orders/${orderId}`, { query: { simple: 1 }, handledCodes: 'all' })
      .then(checked(this.api, OrderNameSchema, 'GET /orders/{id}?simple=1'));
    return answer.ok ? ok(answer.value.orderName) : answer;
  }

  async arrival(orderId: number) {
    const answer = toResult(await this.api.get<{ arrival?: number }>(`/orders/${orderId}/status`));
    return answer.ok ? ok(Number(answer.value?.arrival ?? 0)) : answer;
  }

  setStatus(orderId: number, status: 3 | 0) {
    return this.api.put(`/orders/${orderId}`, { status }, { handledCodes: [COMPANY_INFO_INCOMPLETE] }).then(toResult);
  }

  feedback(payload: FeedbackPayload) {
    return this.api.post(`/orders/${payload.orderId}/feedbacks`, payload).then(toResult);
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
