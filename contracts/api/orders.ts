import * as v from 'valibot';
import { endpoint } from './endpoint';
import { idParams, int, optionalInt, optionalText, paging } from './request-shapes';
import { ARRIVAL_FLAGS, FEEDBACK_OPTIONS, FeedbackBody, NO_PROGRESS } from './wire/orders';
import { ArrivalSchema, FeedbackReminderSchema, OrderDetailSchema, OrderListSchema, OrderNameSchema, SlidesSchema } from './answers/orders';
import { AUDIT_FAILED_CODE, COMPANY_INFO_INCOMPLETE_CODE, NOT_FOUND_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

/**
 * The /v2/orders endpoints and their request schemas (spec 1 sections 5, 7 and 9). A status is 3 or 0, a close
 * flag 1 or 0, a progress option one of 4, 5, 1 (0: none): anything else is a 400 envelope, so a
 * null, "" or false status can no longer reject an order, nor any body restore one.
 */
const oneOf = (...allowed: number[]) => v.pipe(int(), v.check((n) => allowed.includes(n), `应为 ${allowed.join('、')} 之一`));
/** Text with the characters that look like nothing removed, so an "empty" record cannot be stored. */
const visibleText = <S extends v.GenericSchema<string, string>>(text: S) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').replace(/[\u200b-\u200f\u2060\ufeff]/g, '')),
    text,
  );
const date = v.pipe(v.string(), v.trim(), v.regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, '日期格式错误'));

export const ORDER_LIST_TYPES = [99, 2, 1, 3, 7, 9];

const filters = {
  type: v.optional(oneOf(...ORDER_LIST_TYPES), 99),
  search: v.pipe(optionalText(50), v.transform((s) => s ?? '')),
  startTime: v.optional(date),
  endTime: v.optional(date),
  subUserId: optionalInt(),
  companyId: optionalInt(),
};

export const exportQuery = v.object(filters);
/** The UI pages by 10 (6 in batch mode); tools and tests read up to 1000 at once. */
export const listQuery = v.object({ ...filters, ...paging(1000) });
export const detailQuery = v.object({ web: optionalText(5), simple: optionalText(5) });
export const slideQuery = v.object({ web: optionalText(5) });
export const statusBody = v.object({ status: oneOf(3, 0) });
export const closeBody = v.object({ close: oneOf(1, 0) });
/** The app's feedback body (wire/orders.ts); numbers may come as digits, the id is the path's. */
export const feedbackBody = v.object({
  content: visibleText(FeedbackBody.entries.content),
  option: v.optional(oneOf(...FEEDBACK_OPTIONS), NO_PROGRESS),
  arrival: v.optional(oneOf(...ARRIVAL_FLAGS), 0),
  orderId: optionalInt(),
});
export const assignBody = v.object({
  orderId: v.pipe(
    v.union([int(), v.pipe(v.array(int()), v.minLength(1), v.maxLength(100))]),
    v.transform((ids) => (Array.isArray(ids) ? ids : [ids])),
  ),
  subUserId: int(),
  subUserName: optionalText(20),
});
export const targetBody = v.object({ targetId: int() });
export const optionalTarget = v.object({ targetId: optionalInt() });
export { idParams };

export const orders = {
  list: endpoint({
    method: 'GET',
    path: '/v2/orders',
    bearer: 'always',
    what: 'order list (limit, offset, type, search, startTime, endTime, subUserId, companyId); data.items.order, data.items.toutiao.items, data.total',
    known: 'given',
    spec: '1',
    query: listQuery,
    answer: OrderListSchema,
    codes: [],
  }),
  detail: endpoint({
    method: 'GET',
    path: '/v2/orders/:id',
    bearer: 'always',
    what: '?web=1 order + feedbacks; ?simple=1 orderName for the wallet',
    known: 'given',
    spec: '1,2',
    params: idParams,
    query: detailQuery,
    answer: OrderDetailSchema,
    variants: { 'simple=1': OrderNameSchema },
    codes: [NOT_FOUND_CODE],
  }),
  arrival: endpoint({
    method: 'GET',
    path: '/v2/orders/:id/status',
    bearer: 'always',
    what: 'arrival',
    known: 'given',
    spec: '1',
    params: idParams,
    answer: ArrivalSchema,
    codes: [NOT_FOUND_CODE],
  }),
  setStatus: endpoint({
    method: 'PUT',
    path: '/v2/orders/:id',
    bearer: 'always',
    what: 'accept (status 3) or reject (status 0)',
    known: 'given',
    spec: '1',
    params: idParams,
    body: statusBody,
    codes: [AUDIT_FAILED_CODE, NO_PERMISSION_CODE, COMPANY_INFO_INCOMPLETE_CODE],
  }),
  feedback: endpoint({
    method: 'POST',
    path: '/v2/orders/:id/feedbacks',
    bearer: 'always',
    what: 'feedback (content, option, arrival, orderId)',
    known: 'given',
    spec: '1',
    params: idParams,
    body: feedbackBody,
    codes: [NOT_FOUND_CODE],
  }),
  assign: endpoint({
    method: 'PUT',
    path: '/v2/orders/assign',
    bearer: 'always',
    what: 'assign orders (orderId[], subUserId, subUserName)',
    known: 'given',
    spec: '1',
    body: assignBody,
    codes: [NO_PERMISSION_CODE],
  }),
  close: endpoint({
    method: 'PUT',
    path: '/v2/orders/:id/close',
    bearer: 'always',
    what: 'hide (close 1) or restore (close 0)',
    known: 'given',
    spec: '1',
    params: idParams,
    body: closeBody,
    codes: [],
  }),
  follow: endpoint({
    method: 'POST',
    path: '/v2/orders/collections',
    bearer: 'always',
    what: 'follow (targetId)',
    known: 'given',
    spec: '1',
    body: targetBody,
    codes: [AUDIT_FAILED_CODE, NO_PERMISSION_CODE],
  }),
  unfollow: endpoint({
    method: 'DELETE',
    path: '/v2/orders/collections',
    bearer: 'always',
    what: 'unfollow (targetId)',
    known: 'given',
    spec: '1',
    query: optionalTarget,
    body: optionalTarget,
    codes: [],
  }),
  slides: endpoint({
    method: 'GET',
    path: '/v2/orders/index-slide',
    bearer: 'always',
    what: 'home carousel (?web=1)',
    known: 'given',
    spec: '1',
    query: slideQuery,
    answer: SlidesSchema,
    codes: [],
  }),
  feedbackCheck: endpoint({
    method: 'GET',
    path: '/v2/orders/checkTime',
    bearer: 'always',
    what: 'feedback reminder check (data 1 = show)',
    known: 'given',
    spec: '1',
    answer: FeedbackReminderSchema,
    codes: [],
  }),
  /** The answer is the spreadsheet file itself, not JSON: no answer schema (a refusal is an envelope with a code). */
  exportSheet: endpoint({
    method: 'GET',
    path: '/v2/orders/excel',
    bearer: 'always',
    what: 'order-list spreadsheet (binary xlsx)',
    known: 'given',
    spec: '1',
    query: exportQuery,
    codes: [],
  }),
};
