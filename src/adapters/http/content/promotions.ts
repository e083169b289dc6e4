import * as v from 'valibot';
import type { ContentResource } from '../http-content-gateway';
import type { ContentAreas } from '../../../application/ports/content-gateway';
import { PROMOTION_PAGE_SIZE } from '../../../domain/promotion/promotion';
import { AUDIT_FAILED_CODE } from '../../../domain/common/business-codes';
import { PromotionBody } from '../../../../contracts/api/wire/promotions';
import { PromotionPageSchema, PromotionSchema } from '../../../../contracts/api/answers/promotions';

export const PageSchema = v.pipe(
  PromotionPageSchema,
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
