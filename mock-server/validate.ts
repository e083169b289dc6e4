import type { NextFunction, Request, RequestHandler, Response } from 'express';
import * as v from 'valibot';
import { fail } from './envelope';
import { MOBILE_PATTERN } from '../src/domain/common/phone';
import { atMost, limitOf, maxOf } from '../src/domain/common/schema';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../src/domain/common/plain-text';

/**
 * Request validation for every mock route, before its handler runs: the body, the query and
 * the path params are parsed with valibot; a refusal is a 400 {code, msg, data} envelope naming
 * the first bad field. On success the parsed (trimmed, converted) values replace the raw ones,
 * so handlers only ever see well-formed input and nothing malformed is stored.
 */
export interface RequestSchemas {
  body?: v.GenericSchema;
  query?: v.GenericSchema;
  params?: v.GenericSchema;
}

export const BAD_REQUEST = 400;
/** The refusal of a malformed parameter (validate() names the parameter after it). */
export const BAD_PARAMETERS = '参数错误';
const badParameter = (path: string) => `${BAD_PARAMETERS}：${path}`;

function describe(issues: readonly v.BaseIssue<unknown>[]): string {
  const issue = issues[0];
  const path = v.getDotPath(issue);
  return badParameter(path || (issue?.message ?? '')).trim();
}

/** The schemas behind each validate() middleware: the OpenAPI generator (scripts/openapi.mts) reads them. */
export const requestSchemasOf = new WeakMap<RequestHandler, RequestSchemas>();

/**
 * Counting characters costs time: a string longer than this many
 * UTF-16 units per character a form's field allows is refused before anything else looks at it.
 */
const UNITS_PER_CHARACTER = 16;

/**
 * A string at `path` of `value` far longer than the ceiling its field in `schema` states, or
 * null. Runs before any other check and costs one look at each field's length, so no rule (a
 * count of characters, a pattern) ever works on a huge value: a 200 KB password is refused at
 * once, never counted.
 */
function overlong(schema: v.GenericSchema | undefined, value: unknown, path: string): string | null {
  if (!schema || value === null || typeof value !== 'object') return null;
  const s = schema as { entries?: Record<string, v.GenericSchema>; wrapped?: v.GenericSchema; item?: v.GenericSchema };
  if (s.wrapped) return overlong(s.wrapped, value, path);
  if (Array.isArray(value)) return s.item ? value.reduce<string | null>((found, x, i) => found ?? overlongField(s.item, x, `${path}${path ? '.' : ''}${i}`), null) : null;
  if (!s.entries) return null;
  for (const [name, entry] of Object.entries(s.entries)) {
    const found = overlongField(entry, (value as Record<string, unknown>)[name], path ? `${path}.${name}` : name);
    if (found) return found;
  }
  return null;
}

function overlongField(schema: v.GenericSchema | undefined, value: unknown, path: string): string | null {
  if (!schema) return null;
  if (typeof value !== 'string') return overlong(schema, value, path);
  const max = limitOf(schema);
  return max !== undefined && value.length > max * UNITS_PER_CHARACTER ? path : null;
}

/**
 * The path of a string in `value` holding a character no text field takes (control, invisible,
 * direction-changing, separators, lone surrogates; line breaks are left to the single-line
 * fields' own rule), or null. One look at each character: linear.
 */
function controlCharacters(value: unknown, path: string, depth = 0): string | null {
  if (typeof value === 'string') return hasControlCharacters(value, true) ? path : null;
  if (value === null || typeof value !== 'object' || depth > 8) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = controlCharacters(item, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

export function validate(schemas: RequestSchemas): RequestHandler {
  const handler: RequestHandler = (req: Request, res: Response, next: NextFunction) => {
    for (const part of ['params', 'query', 'body'] as const) {
      const tooLong = overlong(schemas[part], req[part], '');
      if (tooLong) return fail(res, BAD_REQUEST, badParameter(tooLong), null, BAD_REQUEST);
    }
    for (const part of ['query', 'body'] as const) {
      const found = schemas[part] && controlCharacters(req[part], '');
      if (found) return fail(res, BAD_REQUEST, `${CONTROL_CHARACTERS_MESSAGE}：${found}`, null, BAD_REQUEST);
    }
    for (const part of ['params', 'query', 'body'] as const) {
      const schema = schemas[part];
      if (!schema) continue;
      const result = v.safeParse(schema, req[part] ?? {});
      if (!result.success) return fail(res, BAD_REQUEST, describe(result.issues), null, BAD_REQUEST);
      // Express 4 keeps query and params as plain properties, so the parsed output can replace them.
      (req as unknown as Record<string, unknown>)[part] = result.output;
    }
    next();
  };
  requestSchemasOf.set(handler, schemas);
  return handler;
}

// Building blocks for the areas' schemas.

/** A string of at most `max` characters (code points), trimmed; `min` after trimming. */
export const text = (max: number, min = 0) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.check((s) => [...s].length >= min && [...s].length <= max, `长度应在 ${min} 到 ${max} 之间`),
  );

const bounded = (field: v.GenericSchema) => v.maxLength<string, number>(maxOf(field) * UNITS_PER_CHARACTER);

/** A form's field as the wire body states it, refused cheaply first when far over its ceiling. */
export const guarded = <S extends v.GenericSchema<string>>(field: S) => v.pipe(v.string(), bounded(field), field);

/** A trimmed string within the ceiling a form's field states; the field's other rules are the handler's. */
export const within = (field: v.GenericSchema) => v.pipe(v.string(), bounded(field), v.trim(), atMost(maxOf(field)));

/**
 * The mock's own reading of a wire body's fields (src/adapters/http/wire/*): one schema for each
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
