import type { RequestHandler, Router } from 'express';
import type { AnyEndpoint } from '../contracts/api/endpoint';
import { requireAuth } from './auth';
import { type RequestSchemas, validate } from './validate';

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
