import * as v from 'valibot';
import { MOBILE_PATTERN, atMost, maxOf } from '../../src/domain/common/schema';

/**
 * Building blocks of the declarations' request schemas (the mock validates each request with
 * them, mock-server/mount.ts). Inputs arrive as JSON, form fields or query text: numbers may be digits.
 */

/**
 * Counting characters costs time: a string longer than this many
 * UTF-16 units per character a form's field allows is refused before anything else looks at it.
 */
export const UNITS_PER_CHARACTER = 16;

/**
 * A string of at most `max` characters (code points), trimmed; `min` after trimming. The check
 * carries its `max`, as `atMost` does, so the mock refuses a value far over it before anything
 * else reads it (mock-server/mount.ts) and the document states it.
 */
export const text = (max: number, min = 0) =>
  v.pipe(
    v.string(),
    v.trim(),
    Object.assign(
      v.check((s: string) => [...s].length >= min && [...s].length <= max, `长度应在 ${min} 到 ${max} 之间`),
      { max },
    ),
  );

const bounded = (field: v.GenericSchema) => v.maxLength<string, number>(maxOf(field) * UNITS_PER_CHARACTER);

/** A form's field as the wire body states it, refused cheaply first when far over its ceiling. */
export const guarded = <S extends v.GenericSchema<string>>(field: S) => v.pipe(v.string(), bounded(field), field);

/** A trimmed string within the ceiling a form's field states; the field's other rules are the handler's. */
export const within = (field: v.GenericSchema) => v.pipe(v.string(), bounded(field), v.trim(), atMost(maxOf(field)));

/**
 * The mock's own reading of a wire body's fields (contracts/api/wire/*): one schema for each
 * field the wire declares, no more and no fewer (a field renamed or added there fails the
 * typecheck here), for routes that check the fields' rules in their handlers.
 */
export const fieldsOf = <E extends v.ObjectEntries, F extends { [K in keyof E]: v.GenericSchema }>(
  _wire: { readonly entries: E },
  fields: F & Record<Exclude<keyof F, keyof E>, never>,
): F => fields;

/** An optional string field: absent, null or a string within `max`. */
export const optionalText = (max: number) => v.optional(v.nullable(text(max)), '');

/** A whole number sent as a number or as digits in a string (query strings, form bodies). */
export const int = () =>
  v.pipe(
    v.union([v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.regex(/^-?\d{1,15}$/))]),
    v.transform((x) => Number(x)),
  );

export const optionalInt = (fallback?: number) => v.optional(int(), fallback);

/** A positive id in the path: 1 to 12 digits, as a number. */
/* @__NO_SIDE_EFFECTS__ */
export const pathId = () => v.pipe(v.string(), v.regex(/^\d{1,12}$/), v.transform(Number));
export const idParams = v.object({ id: pathId() });

/** A page size from 1 to `max`; `fallback` when absent. */
export const pageSize = (max: number, fallback = 10) => v.optional(v.pipe(int(), v.minValue(1), v.maxValue(max)), fallback);

/** A page number from 1 (to `max`); 1 when absent. */
export const pageNumber = (max = Number.MAX_SAFE_INTEGER) => v.optional(v.pipe(int(), v.minValue(1), v.maxValue(max)), 1);

/** Offset/limit paging as the list endpoints take it (offset counts items), with a ceiling on the page size. */
export const paging = (maxLimit = 100, defaultLimit = 10) => ({
  offset: v.optional(v.pipe(int(), v.minValue(0)), 0),
  limit: pageSize(maxLimit, defaultLimit),
});

/** Offset/limit paging where offset is the page number from 1 (articles, promotions, licence records). */
export const pageNumberPaging = (maxLimit: number, defaultLimit = 10, maxPage?: number) => ({
  offset: pageNumber(maxPage),
  limit: pageSize(maxLimit, defaultLimit),
});

/** A mainland mobile number, in the app's one pattern (the check of a phone, 170/171 included). */
export const phone = () => v.pipe(v.string(), v.trim(), v.regex(MOBILE_PATTERN, '手机号格式错误'));

/** A storage key as the upload host stores them: folder/timestamp-id.ext. */
export const storageKey = () => v.pipe(v.string(), v.trim(), v.maxLength(200), v.regex(/^[a-z]+\/[\w.-]+$/));

/** "yyyy-MM-dd HH:mm:ss" as text, and the refusal of other text. */
export const DATE_TIME_TEXT = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
export const DATE_TIME_MESSAGE = '时间格式应为 yyyy-MM-dd HH:mm:ss';
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Whether "yyyy-MM-dd HH:mm:ss" names a moment that exists (no 2026-13-45 25:61:61). */
export function isRealDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number);
  const d = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

/** A wall-clock time "yyyy-MM-dd HH:mm:ss" that exists. */
export const dateTime = () => v.pipe(v.string(), v.trim(), v.check(isRealDateTime, DATE_TIME_MESSAGE));
