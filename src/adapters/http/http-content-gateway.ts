import type * as v from 'valibot';
import type { ApiClient, RequestOptions } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import type { Answer, ContentGateway, ContentTypes } from '../../application/ports/content-gateway';

type Codes = RequestOptions['handledCodes'];
type Answered<T> = v.GenericSchema<unknown, T>;
type Query = RequestOptions['query'];

/**
 * One content area on the wire, as data: its paths, the queries it sends, the answers it checks
 * (valibot schemas, a wrong shape is a handled failure) and the business codes its callers read
 * themselves (no generic toast for those). src/adapters/http/content/<area>.ts holds one each.
 */
export interface ContentResource<T extends ContentTypes> {
  /** The collection, `/companies/articles`; an item is `${path}/${id}`. */
  path: string;
  list: {
    /** When the list is not the collection itself (an album list per company). */
    path?: (query: T['query']) => string;
    query: (query: T['query']) => Query;
    answer: Answered<T['page']>;
    handledCodes?: Codes;
  };
  /** No detail call when absent (banners: the list carries every field). */
  detail?: { query?: Query; answer: Answered<T['item']> };
  /** The save's wire body (its schema in src/adapters/http/wire), checked before it is sent. */
  body: (payload: T['payload']) => unknown;
  /** Codes a save's caller turns into its own UI (20022 and the area's own). */
  saveCodes: Codes;
  /** A create whose answer the caller reads (an album's new id); otherwise the envelope only. */
  created?: Answered<T['created']>;
  removeCodes?: Codes;
  lookups: { [K in keyof T['lookups']]: { path: string; answer: Answered<T['lookups'][K]>; handledCodes?: Codes } };
}

/**
 * The one HTTP gateway of the content areas (spec 2 section 7), parameterised by the area's
 * `ContentResource`. The container loads each area's resource module on first use, with this
 * module in its chunk, so /login carries none of them.
 */
export class HttpContentGateway<T extends ContentTypes> implements ContentGateway<T> {
  constructor(
    private readonly api: ApiClient,
    private readonly resource: ContentResource<T>,
  ) {}

  list(query: T['query']): Answer<T['page']> {
    const { list, path } = this.resource;
    const at = list.path?.(query) ?? path;
    return this.api.get<unknown>(at, { query: list.query(query), handledCodes: list.handledCodes }).then(checked(this.api, list.answer, `GET ${at}`));
  }

  detail(id: number): Answer<T['item']> {
    const { detail, path } = this.resource;
    if (!detail) return Promise.reject(new Error(`${path} has no detail call`));
    return this.api.get<unknown>(`${path}/${id}`, { query: detail.query }).then(checked(this.api, detail.answer, `GET ${path}/{id}`));
  }

  create(payload: T['payload']): Answer<T['created']> {
    const { path, body, saveCodes, created } = this.resource;
    const sent = this.api.post<unknown>(path, body(payload), { handledCodes: saveCodes });
    return created ? sent.then(checked(this.api, created, `POST ${path}`)) : (sent.then(toResult) as Answer<T['created']>);
  }

  update(id: number, payload: T['payload']): Answer {
    const { path, body, saveCodes } = this.resource;
    return this.api.put<unknown>(`${path}/${id}`, body(payload), { handledCodes: saveCodes }).then(toResult);
  }

  remove(id: number): Answer {
    const { path, removeCodes } = this.resource;
    return this.api.delete<unknown>(`${path}/${id}`, undefined, removeCodes ? { handledCodes: removeCodes } : undefined).then(toResult);
  }

  lookup<K extends keyof T['lookups'] & string>(name: K): Answer<T['lookups'][K]> {
    const { path, answer, handledCodes } = this.resource.lookups[name];
    return this.api.get<unknown>(path, handledCodes ? { handledCodes } : undefined).then(checked(this.api, answer, `GET ${path}`));
  }
}
