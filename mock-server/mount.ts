import type { NextFunction, Request, RequestHandler, Response, Router } from 'express';
import * as v from 'valibot';
import type { AnyEndpoint } from '../contracts/api/endpoint';
import { requireAuth } from './auth';
import { fail } from './envelope';
import { limitOf, CONTROL_CHARACTERS_MESSAGE, hasControlCharacters } from '../src/domain/common/schema';
import { UNITS_PER_CHARACTER } from '../contracts/api/request-shapes';

/**
 * How a declared route is registered on the mock: mount() puts the bearer guard, the route's own
 * checks and the validation of its params, query and body before its handlers. The validation
 * lives here because it has no other role.
 */

// Registering a declared route

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * How a route refines its declaration: handlers that answer before the validation (an area's
 * permission check), and the mock's own reading of a declared part where it needs the mock's state
 * (known tag ids, stored files): built from the declared wire schema's entries, never restated.
 */
export interface MountOptions {
  before?: RequestHandler[];
  schemas?: RequestSchemas;
}

/**
 * Registers a declared endpoint (contracts/api) on the mock's /v2 router: its method and path,
 * the bearer guard when the declaration says `always`, and the validation of its params, query
 * and body (a 400 envelope naming the first bad field), then the handlers with their own logic.
 *
 *   mount(v2, orders.setStatus, handler)
 *   mount(v2, albums.create, { before: [readable], schemas: { body: albumBody } }, handler)
 */
export function mount(v2: Router, e: AnyEndpoint, ...handlers: [MountOptions, ...RequestHandler[]] | RequestHandler[]) {
  const [first, ...rest] = handlers;
  const options: MountOptions = typeof first === 'function' ? {} : first;
  const after = (typeof first === 'function' ? handlers : rest) as RequestHandler[];
  const schemas = { params: e.params, query: e.query, body: e.body, ...options.schemas };
  const chain: RequestHandler[] = [];
  if (e.bearer === 'always') chain.push(requireAuth);
  chain.push(...(options.before ?? []));
  if (schemas.params || schemas.query || schemas.body) chain.push(validate(schemas));
  v2[e.method.toLowerCase() as Method](routePath(e), ...chain, ...after);
}

/** The router path of a declaration, for a route that answers one query variant of it before mount()'s own (next('route') for the others). */
export const routePath = (e: AnyEndpoint) => e.path.replace(/^\/v2/, '');

// Validating a request

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
  return handler;
}

// The building blocks of request schemas live beside the declarations (contracts/api).
export * from '../contracts/api/request-shapes';
