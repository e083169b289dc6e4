import * as v from 'valibot';
import { idParams, int, optionalInt, optionalText, paging } from '../validate';
import { ARRIVAL_FLAGS, FEEDBACK_OPTIONS, FeedbackBody, NO_PROGRESS } from '../../src/adapters/http/wire/orders';

/**
 * Request schemas of the orders area (spec 1 sections 5, 7 and 9). A status is 3 or 0, a close
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
