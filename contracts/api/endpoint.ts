import type * as v from 'valibot';

/**
 * One /v2 endpoint, declared once as data (docs/decisions/api-declared-once.md): the mock mounts
 * its route from it (mock-server/mount.ts), the app's gateways call through it (ApiClient.call),
 * and the OpenAPI document and the endpoint list are generated from it (npm run openapi).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Whether a request carries the bearer token: always, on some calls only (sign-up's SMS), never. */
export type Bearer = 'always' | 'sometimes' | 'never';

type Schema = v.GenericSchema;

export interface Endpoint<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  A extends Schema | undefined = Schema | undefined,
  V extends Record<string, Schema> = Record<string, Schema>,
  Path extends string = string,
> {
  readonly method: Method;
  /** As the endpoint list writes it: /v2/orders/:id */
  readonly path: Path;
  readonly bearer: Bearer;
  /** One line for the endpoint list and the document's summary. */
  readonly what: string;
  /** Where the path came from: given by the spec, or assumed (method, path or both). */
  readonly known: 'given' | 'assumed' | 'assumed-method' | 'assumed-path';
  /** The spec that names it: 1, 2 or both. */
  readonly spec: '1' | '2' | '1,2';
  /** The request: the mock validates each part with these (400 envelope naming the first bad field). */
  readonly params?: P;
  readonly query?: Q;
  readonly body?: B;
  /** The answer's data as the app relies on it (extra fields allowed); none: the app reads no data. */
  readonly answer?: A;
  /** Answers of a call with a query variant (`simple=1`), when they differ from `answer`. */
  readonly variants?: V;
  /** Business codes (and HTTP error statuses below 1000) it may answer besides 200 and the session's. */
  readonly codes: readonly number[];
}

export type AnyEndpoint = Endpoint<Schema | undefined, Schema | undefined, Schema | undefined, Schema | undefined, Record<string, Schema>, string>;

/** A declaration, its schema types kept for the typed call and the mount. */
export const endpoint = <
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  A extends Schema | undefined = undefined,
  V extends Record<string, Schema> = Record<never, Schema>,
  Path extends string = string,
>(
  e: Endpoint<P, Q, B, A, V, Path>,
): Endpoint<P, Q, B, A, V, Path> => e;

type PathNames<T extends string> = T extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathNames<`/${Rest}`>
  : T extends `${string}:${infer Name}`
    ? Name
    : never;

/** The path parameters a call fills in: /v2/orders/:id takes { id }. */
export type PathParams<E extends AnyEndpoint> = { [K in PathNames<E['path']>]: string | number };

type Part<E extends AnyEndpoint, K extends 'query' | 'body' | 'answer'> = NonNullable<E[K]>;

/** What a caller passes: the path's parameters, the query and the body, typed from the declaration. */
export type CallInput<E extends AnyEndpoint> = ([PathNames<E['path']>] extends [never] ? { params?: undefined } : { params: PathParams<E> }) &
  ([Part<E, 'query'>] extends [never] ? { query?: undefined } : { query?: v.InferInput<Part<E, 'query'>> }) &
  ([Part<E, 'body'>] extends [never] ? { body?: FormData } : { body: v.InferInput<Part<E, 'body'>> | FormData });

/** The answer's data as the app reads it: the answer schema's output (unknown without one). */
export type AnswerOf<E extends AnyEndpoint> = [Part<E, 'answer'>] extends [never] ? unknown : v.InferOutput<Part<E, 'answer'>>;

/** The path with its parameters filled in, without the /v2 prefix the API client and the mock's router add. */
export function pathOf(e: AnyEndpoint, params: Record<string, string | number> = {}): string {
  return e.path.replace(/^\/v2/, '').replace(/:(\w+)/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${e.method} ${e.path}: no value for :${name}`);
    return encodeURIComponent(String(params[name]));
  });
}
