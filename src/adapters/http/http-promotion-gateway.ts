import * as v from 'valibot';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import type { PromotionGateway, PromotionListQuery } from '../../application/ports/promotion-gateway';
import { PROMOTION_PAGE_SIZE, type PromotionPayload } from '../../domain/promotion/promotion';
import { PromotionBody } from './wire/promotions';
import { AUDIT_FAILED_CODE } from '../../domain/common/business-codes';

const id = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number));
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');
const time = v.optional(v.pipe(v.nullable(v.union([v.number(), v.string()])), v.transform((t) => t ?? '')), '');

export const PromotionSchema = v.looseObject({
  id,
  title: v.string(),
  poster: text,
  picture: text,
  content: text,
  begin_time: time,
  end_time: time,
  timestamp: time,
  status: id,
});

export const PageSchema = v.object({
  items: v.optional(v.nullable(v.array(PromotionSchema)), []),
  total: v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number)), 0),
});

/**
 * Promotions (spec 2 section 7). The list sends the page number as offset and status 0 for
 * 全部; list failures are only logged. Saves turn 20022 into the form's own reaction; any
 * other refusal shows the server's msg through the request layer.
 */
export class HttpPromotionGateway implements PromotionGateway {
  constructor(private readonly api: ApiClient) {}

  async list(q: PromotionListQuery) {
    const query = { limit: PROMOTION_PAGE_SIZE, offset: q.page, status: q.status, sortBy: 'update_time', orderBy: 'desc' };
    const answer = await this.api.get<unknown>('/companies/promotional', { query, handledCodes: 'all' });
    const result = checked(this.api, PageSchema, 'GET /companies/promotional')(answer);
    return result.ok ? { ok: true as const, value: { items: result.value.items ?? [], total: result.value.total } } : result;
  }

  detail(promotionId: number) {
    return this.api.get<unknown>(`/companies/promotional/${promotionId}`).then(checked(this.api, PromotionSchema, 'GET /companies/promotional/:id'));
  }

  create(payload: PromotionPayload) {
    return this.api.post<unknown>('/companies/promotional', v.parse(PromotionBody, payload), { handledCodes: [AUDIT_FAILED_CODE] }).then(toResult);
  }

  update(promotionId: number, payload: PromotionPayload) {
    return this.api.put<unknown>(`/companies/promotional/${promotionId}`, v.parse(PromotionBody, payload), { handledCodes: [AUDIT_FAILED_CODE] }).then(toResult);
  }

  remove(promotionId: number) {
    return this.api.delete<unknown>(`/companies/promotional/${promotionId}`).then(toResult);
  }
}
