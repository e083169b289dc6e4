import type { RequestHandler, Router } from 'express';
import type { AnyEndpoint } from '../contracts/api/endpoint';
import { requireAuth } from './auth';
import { validate } from './validate';

type Method = 'get' | 'post' | 'put' | 'delete';

/**
 * Registers a declared endpoint (contracts/api) on the mock's /v2 router: its method and path,
 * the bearer guard when the declaration says `always`, and the validation of its params, query
 * and body (a 400 envelope naming the first bad field), then the handlers with their own logic.
 *
 *   mount(v2, api.orders.setStatus, handler)
 *   mount(v2, api.company.saveProfile, [mayEdit], handler)   // checks that answer before the validation
 */
export function mount(v2: Router, e: AnyEndpoint, ...handlers: [RequestHandler[], ...RequestHandler[]] | RequestHandler[]) {
  const [first, ...rest] = handlers;
  const before = Array.isArray(first) ? first : [];
  const after = (Array.isArray(first) ? rest : handlers) as RequestHandler[];
  const chain: RequestHandler[] = [];
  if (e.bearer === 'always') chain.push(requireAuth);
  chain.push(...before);
  if (e.params || e.query || e.body) chain.push(validate({ params: e.params, query: e.query, body: e.body }));
  v2[e.method.toLowerCase() as Method](routePath(e), ...chain, ...after);
}

/** The router path of a declaration, for a route that answers one query variant of it before mount()'s own (next('route') for the others). */
export const routePath = (e: AnyEndpoint) => e.path.replace(/^\/v2/, '');
