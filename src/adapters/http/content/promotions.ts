import * as v from 'valibot';
import type { ContentResource } from '../http-content-gateway';
import type { ContentAreas } from '../../../application/ports/content-gateway';
import { PROMOTION_PAGE_SIZE } from '../../../domain/promotion/promotion';
import { AUDIT_FAILED_CODE } from '../../../domain/common/business-codes';
import { PromotionBody } from '../../../../contracts/api/wire/promotions';

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

export const PageSchema = v.pipe(
  v.object({
    items: v.optional(v.nullable(v.array(PromotionSchema)), []),
    total: v.optional(v.pipe(v.union([v.number(), v.string()]), v.transform(Number)), 0),
  }),
  v.transform((page) => ({ items: page.items ?? [], total: page.total })),
);

/**
 * Promotions (spec 2 section 7). The list sends the page number as offset and status 0 for
 * 全部; list failures are only logged. Saves turn 20022 into the form's own reaction; any
 * other refusal shows the server's msg through the request layer.
 */
export const resource: ContentResource<ContentAreas['promotions']> = {
  path: '/companies/promotional',
  list: {
    query: (q) => ({ limit: PROMOTION_PAGE_SIZE, offset: q.page, status: q.status, sortBy: 'update_time', orderBy: 'desc' }),
    answer: PageSchema,
    handledCodes: 'all',
  },
  detail: { answer: PromotionSchema },
  body: (payload) => v.parse(PromotionBody, payload),
  saveCodes: [AUDIT_FAILED_CODE],
  lookups: {},
};
