import * as v from 'valibot';
import { endpoint } from './endpoint';
import { dateTime, guarded, idParams, int, pageNumberPaging, storageKey } from './request-shapes';
import { PromotionBody as WirePromotionBody } from './wire/promotions';
import { PromotionPageSchema, PromotionSchema } from './answers/promotions';
import { countWords } from '../../src/domain/editor/word-count';
import { EDITOR_LIMITS } from '../../src/domain/editor/editor-constants';
import { DAY_RANGE_MESSAGES } from '../../src/domain/common/day-range';
import { AUDIT_FAILED_CODE, COMPANY_FROZEN_CODE, DELETE_ONLY_NOT_PASSED_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

export const listQuery = v.object({
  // offset is the page number (spec 2 section 7), limit the page size.
  ...pageNumberPaging(100),
  status: v.optional(v.pipe(int(), v.minValue(0), v.maxValue(3)), 0),
  sortBy: v.optional(v.picklist(['update_time', 'timestamp']), 'update_time'),
  orderBy: v.optional(v.picklist(['asc', 'desc']), 'desc'),
});

/** The body's text as the editor counts it (字数), at most its limit (spec 2 section 1). */
const withinEditorLimit = (html: string) =>
  countWords(html.replace(/<[^>]*>/g, '').replace(/&nbsp;|&#160;/g, ' ').replace(/&[a-z]+;|&#\d+;/g, 'x')) <= EDITOR_LIMITS.wordLimit;

/** The wire body (the form's title, poster and body) as the mock checks it: a storage key, the editor's word limit, the times' format and order. */
export const promotionBody = v.pipe(
  v.object({
    ...WirePromotionBody.entries,
    title: guarded(WirePromotionBody.entries.title),
    poster: storageKey(),
    content: v.pipe(
      WirePromotionBody.entries.content,
      v.maxLength(200_000),
      v.check(withinEditorLimit, `活动内容不能超过${EDITOR_LIMITS.wordLimit}字`),
    ),
    begin_time: dateTime(),
    end_time: dateTime(),
  }),
  v.forward(v.check((b) => b.end_time >= b.begin_time, DAY_RANGE_MESSAGES.endBeforeStart), ['end_time']),
);
export type PromotionBody = v.InferOutput<typeof promotionBody>;
export type PromotionListQuery = v.InferOutput<typeof listQuery>;

/** The promotions area (spec 2 section 7). */

export const promotions = {
  list: endpoint({
    method: 'GET',
    path: '/v2/companies/promotional',
    bearer: 'always',
    what: 'promotion list (limit, offset, status, sortBy, orderBy)',
    known: 'given',
    spec: '2',
    query: listQuery,
    answer: PromotionPageSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  create: endpoint({
    method: 'POST',
    path: '/v2/companies/promotional',
    bearer: 'always',
    what: 'create promotion',
    known: 'given',
    spec: '2',
    body: promotionBody,
    codes: [AUDIT_FAILED_CODE, NO_PERMISSION_CODE, COMPANY_FROZEN_CODE],
  }),
  one: endpoint({
    method: 'GET',
    path: '/v2/companies/promotional/:id',
    bearer: 'always',
    what: 'one promotion',
    known: 'given',
    spec: '2',
    params: idParams,
    answer: PromotionSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v2/companies/promotional/:id',
    bearer: 'always',
    what: 'edit promotion',
    known: 'given',
    spec: '2',
    params: idParams,
    body: promotionBody,
    codes: [AUDIT_FAILED_CODE, NO_PERMISSION_CODE],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v2/companies/promotional/:id',
    bearer: 'always',
    what: 'delete promotion',
    known: 'given',
    spec: '2',
    params: idParams,
    codes: [NO_PERMISSION_CODE, DELETE_ONLY_NOT_PASSED_CODE],
  }),
};
