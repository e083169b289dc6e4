import fetchBuilder from 'fetch-retry';
import { type GenericSchema, type InferOutput, getDotPath, safeParse } from 'valibot';
import { BusinessError, RequestFailedError, SessionExpiredError } from '../../application/errors';
import { type Result, err, ok } from '../../domain/common/result';
import { type AnswerOf, type AnyEndpoint, type CallInput, pathOf } from '../../../contracts/api/endpoint';
import type { Notifier } from '../../application/ports/notifier';
import { OFFLINE_MESSAGE } from '../../domain/common/network-messages';
import { SILENT_ANSWER_CODES } from '../../domain/common/business-codes';
import { EXPIRED_CODES, HTTP_MESSAGES, SUCCESS_CODE } from '../../../contracts/api/codes';

export { EXPIRED_CODES, SUCCESS_CODE };

/**
 * The error catalogue of spec 1 section 8, in one place. Each row says what the user is told;
 * the API client decides when a row applies. Keep messages exact: they are the contract.
 */
/** Answered silently: no generic toast. */
export const SILENT_CODES: ReadonlySet<number> = new Set(SILENT_ANSWER_CODES);

export const MESSAGES = {
  noResponse: '请检查网络再重新连接',
  timeout: '请求超时',
  offline: OFFLINE_MESSAGE,
  ...HTTP_MESSAGES,
  serverBusy: '服务器繁忙，请稍候再试',
  noMonthData: '该月份没有数据！',
} as const;

export const GENERIC_GET_DELAY_MS = 1000;

type Body = Record<string, unknown> | null | undefined;
export interface HttpFailure {
  status: number;
  url: string;
  body: Body;
}

const codeOf = (body: Body) => (typeof body?.code === 'number' ? body.code : undefined);

function unprocessable(body: Body): string {
  const error = body?.error as { message?: string } | string | undefined;
  const issues = body?.issues as { username?: string | string[] } | undefined;
  if (!error && (!issues || typeof issues !== 'object')) return MESSAGES.noMonthData;
  const username = issues?.username;
  if (username) return Array.isArray(username) ? String(username[0]) : String(username);
  if (typeof error === 'string') return error;
  return error?.message ?? MESSAGES.noMonthData;
}

/** HTTP status rows: null means the status is answered with no message. */
export const HTTP_STATUS_ROWS: Record<number, (f: HttpFailure) => string | null> = {
  400: (f) => (codeOf(f.body) === EXPIRED_CODES.TOKEN_INVALID ? null : '请求错误'),
  401: () => null,
  403: () => MESSAGES.forbidden,
  404: (f) => `请求地址出错: ${f.url}`,
  408: () => '请求超时',
  422: (f) => unprocessable(f.body),
  500: () => MESSAGES.serverError,
  501: () => '服务未实现',
  502: () => '网关错误',
  503: () => '服务不可用',
  504: () => '网关超时',
  505: () => 'HTTP版本不受支持',
};

export const hasStatusRow = (status: number) => status in HTTP_STATUS_ROWS;

/** The toast for a failed HTTP status; statuses outside the catalogue show none. */
export function httpStatusMessage(f: HttpFailure): string | null {
  const row = HTTP_STATUS_ROWS[f.status];
  return row ? row(f) : null;
}

/** Login, SMS and registration show the server's error_description instead. */
export function errorDescriptionMessage(f: HttpFailure): string | null {
  const description = f.body?.error_description;
  return typeof description === 'string' && description ? description : httpStatusMessage(f);
}

export const transportMessage = (kind: 'network' | 'timeout') =>
  kind === 'timeout' ? MESSAGES.timeout : MESSAGES.noResponse;

/** 20201 or 20212 on GET, and only 20212 on writes, end the session. */
export function isSessionExpiry(method: string, code: number | undefined): boolean {
  if (code === EXPIRED_CODES.TOKEN_EXPIRED) return true;
  return method === 'GET' && code === EXPIRED_CODES.TOKEN_INVALID;
}

/**
 * The generic follow-up after a failed request (after 1 s for GET, at once for writes):
 * offline says so; otherwise, for a signed-in user and a non-expiry code, the server is busy.
 */
export function genericFailureMessage(ctx: { online: boolean; hasToken: boolean; code?: number }): string | null {
  if (!ctx.online) return MESSAGES.offline;
  if (!ctx.hasToken) return null;
  if (ctx.code === EXPIRED_CODES.TOKEN_INVALID || ctx.code === EXPIRED_CODES.TOKEN_EXPIRED) return null;
  return MESSAGES.serverBusy;
}

export type BodyCodeAction = 'success' | 'silent' | 'handled' | 'toast';

/**
 * What a 2xx envelope's code means for the user: success; silent codes; codes the caller
 * turns into its own UI (20407, 20102 ...); anything else shows msg as an error toast
 * (this is also how 20022 on a write reaches the user).
 */
export function bodyCodeAction(code: number, handled: readonly number[] | 'all' | undefined): BodyCodeAction {
  if (code === SUCCESS_CODE) return 'success';
  if (SILENT_CODES.has(code)) return 'silent';
  if (handled === 'all' || handled?.includes(code)) return 'handled';
  return 'toast';
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  /** JSON by default; `form` sends application/x-www-form-urlencoded; FormData goes as multipart. */
  body?: unknown;
  form?: boolean;
  signal?: AbortSignal;
  /**
   * Business codes the caller turns into its own UI, so no generic toast is shown. An HTTP
   * error status listed here (e.g. 405) also resolves as an envelope {code: status, msg, data}
   * from the body, without toasts; 'all' covers business codes only.
   */
  handledCodes?: readonly number[] | 'all';
  /** Login, SMS and register: an HTTP error shows error_description and resolves as an envelope. */
  errorDescription?: boolean;
  /**
   * The caller tells the user about any failure itself (the editor's upload says 上传错误):
   * transport and HTTP failures throw without a toast. Session expiry is still handled.
   * 'transport': only a request that got no answer (network, timeout) is the caller's to tell (a
   * sub-account save says 提交失败); an HTTP error status still gets the catalogue's toast.
   */
  ownsFailures?: boolean | 'transport';
  responseType?: 'json' | 'blob';
  /** Flat answers ({code, state, url ...}, the editor's upload) keep every field: data is the whole body. */
  wholeBody?: boolean;
  timeoutMs?: number;
}

/** Options of a declared call: the request's own, less what the declaration says. */
export type CallOptions = Omit<RequestOptions, 'query' | 'body'>;

type Variants<E extends AnyEndpoint> = NonNullable<E['variants']>;

export interface ApiClientConfig {
  baseUrl: string;
  xReferer: string;
  timeoutMs: number;
  getToken: () => string | undefined;
  onSessionExpired: () => void;
  notifier: Notifier;
  isOnline: () => boolean;
  fetch?: typeof fetch;
  /** Backoff between GET retries; tests pass 0. */
  retryDelayMs?: (attempt: number) => number;
}

export const REQUEST_TIMEOUT_MS = 25_000;
export const MAX_GET_RETRIES = 2;
const RETRY_STATUSES = new Set([502, 503, 504]);

/**
 * The one place that talks HTTP: base /v2, bearer and x-referer headers, 25 s timeout,
 * GET retries on network failure and 502/503/504, the {code,msg,data} envelope, and the
 * error catalogue. Gateways call it and turn envelopes into Results.
 */
export class ApiClient {
  private readonly fetchWithRetry: ReturnType<typeof fetchBuilder<typeof fetch>>;
  private readonly reportedAnswers = new Set<string>();

  constructor(private readonly config: ApiClientConfig) {
    const baseFetch = config.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
    this.fetchWithRetry = fetchBuilder(baseFetch);
  }

  get<T>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }
  post<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('POST', path, { ...options, body });
  }
  put<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PUT', path, { ...options, body });
  }
  patch<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('PATCH', path, { ...options, body });
  }
  delete<T>(path: string, body?: unknown, options?: RequestOptions) {
    return this.request<T>('DELETE', path, { ...options, body });
  }

  /**
   * A call through its declaration (contracts/api): the method and path are the declaration's,
   * the path parameters, query and body are typed from its schemas, and a success's data is
   * checked by its answer schema (the variant's, when one is named): a wrong shape is a handled
   * failure (rejectAnswer), a business code a BusinessError.
   *
   *   this.api.call(api.orders.setStatus, { params: { id }, body: { status: 3 } })
   */
  call<E extends AnyEndpoint, K extends keyof Variants<E> & string>(
    e: E,
    input: CallInput<E>,
    options: CallOptions & { variant: K },
  ): Promise<Result<InferOutput<Variants<E>[K]>, BusinessError>>;
  call<E extends AnyEndpoint>(e: E, input: CallInput<E>, options?: CallOptions): Promise<Result<AnswerOf<E>, BusinessError>>;
  async call(e: AnyEndpoint, input: { params?: Record<string, string | number>; query?: unknown; body?: unknown }, options: CallOptions & { variant?: string } = {}) {
    const { variant, ...rest } = options;
    const envelope = await this.request<unknown>(e.method, pathOf(e, input.params), {
      ...rest,
      query: input.query as RequestOptions['query'],
      body: input.body,
    });
    if (envelope.code !== SUCCESS_CODE) return err(new BusinessError(envelope.code, envelope.msg, envelope.data));
    const schema: GenericSchema | undefined = variant ? e.variants?.[variant] : e.answer;
    if (!schema) return ok(envelope.data);
    const parsed = safeParse(schema, envelope.data);
    if (parsed.success) return ok(parsed.output);
    const what = `${e.method} ${e.path.replace(/^\/v2/, '').replace(/:(\w+)/g, '{$1}')}${variant ? `?${variant}` : ''}`;
    return this.rejectAnswer(what, parsed.issues.slice(0, 3).map((i) => `${getDotPath(i) ?? '(root)'}: ${i.message}`));
  }

  /**
   * A call that could not go out because the code that makes it did not arrive (a gateway's
   * module, loaded on its first call: src/di/container.ts). For the user it is a call that got
   * no answer: told as the request layer tells one, and thrown as a failure it has told.
   */
  unreachable(): RequestFailedError {
    this.tellTransportFailure('network');
    return new RequestFailedError('network');
  }

  /** One failure, one message: offline says so; otherwise the no-response or timeout row. */
  private tellTransportFailure(kind: 'network' | 'timeout') {
    this.config.notifier.error(kind === 'network' && !this.config.isOnline() ? MESSAGES.offline : transportMessage(kind));
  }

  /**
   * A success answer whose data has the wrong shape: reported once per call site to the
   * console, told to the user with the generic message, and thrown as a handled failure so the
   * screen shows its empty or error state instead of rendering garbage.
   */
  rejectAnswer(what: string, detail: unknown): never {
    if (!this.reportedAnswers.has(what)) {
      this.reportedAnswers.add(what);
      console.error(`[api] unexpected answer from ${what}`, detail);
    }
    this.config.notifier.error(MESSAGES.serverBusy);
    throw new RequestFailedError('invalid-answer');
  }

  url(path: string, query?: Record<string, QueryValue>): string {
    const base = this.config.baseUrl.replace(/\/$/, '');
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value === undefined || value === null || value === '') continue;
      if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
      else params.append(key, String(value));
    }
    const qs = params.toString();
    return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
  }

  async request<T>(method: string, path: string, options: RequestOptions = {}): Promise<Envelope<T>> {
    const url = this.url(path, options.query);
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? this.config.timeoutMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout.signal]) : timeout.signal;
    try {
      // The token the request carries: an expiry answer ends the session only if it is still this one.
      const sentToken = this.config.getToken();
      const response = await this.send(method, url, options, signal, sentToken);
      const body = await readBody(response, options.responseType);
      return this.interpret<T>(method, url, response, body, options, sentToken);
    } catch (error) {
      if (error instanceof SessionExpiredError || error instanceof RequestFailedError) throw error;
      if (options.signal?.aborted) throw new RequestFailedError('aborted');
      const kind = timeout.signal.aborted ? 'timeout' : 'network';
      if (!options.ownsFailures) this.tellTransportFailure(kind);
      throw new RequestFailedError(kind);
    } finally {
      clearTimeout(timer);
    }
  }

  private send(
    method: string,
    url: string,
    options: RequestOptions,
    signal: AbortSignal,
    token: string | undefined,
  ): Promise<Response> {
    const headers: Record<string, string> = { 'x-referer': this.config.xReferer, Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.body instanceof FormData) body = options.body;
    else if (options.body !== undefined && options.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
      body = toForm(options.body as Record<string, unknown>);
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json;charset=UTF-8';
      body = JSON.stringify(options.body);
    }
    const init: RequestInit = { method, headers, body, signal };
    if (method !== 'GET') return this.fetchWithRetry(url, { ...init, retries: 0 });
    const delay = this.config.retryDelayMs ?? ((attempt: number) => 300 * 2 ** attempt);
    return this.fetchWithRetry(url, {
      ...init,
      retries: MAX_GET_RETRIES,
      retryDelay: (attempt: number) => delay(attempt),
      // Only idempotent GETs, only on a network failure (not an abort) or a gateway status,
      // and not while the browser knows it is offline.
      retryOn: (attempt: number, error: Error | null, response: Response | null) =>
        attempt < MAX_GET_RETRIES &&
        !signal.aborted &&
        this.config.isOnline() &&
        (error !== null || (response !== null && RETRY_STATUSES.has(response.status))),
    });
  }

  private interpret<T>(
    method: string,
    url: string,
    response: Response,
    body: unknown,
    options: RequestOptions,
    sentToken: string | undefined,
  ): Envelope<T> {
    const json = isRecord(body) ? body : null;
    const code = typeof json?.code === 'number' ? json.code : undefined;
    if (isSessionExpiry(method, code)) {
      // A refusal of a token that is no longer the current one (the user signed out, or signed in
      // again while the request was under way) says nothing of the current session: ending it
      // would throw out a session that has just begun. The caller still gets the failure.
      if (this.config.getToken() === sentToken) this.config.onSessionExpired();
      throw new SessionExpiredError();
    }
    if (!response.ok) return this.httpFailure<T>(method, url, response.status, json, options);
    // Bodies without an envelope (the OAuth token, binary files) are the data themselves.
    if (!json || code === undefined) return { code: 200, msg: '', data: body as T };
    const envelope = { code, msg: String(json.msg ?? ''), data: (options.wholeBody ? json : json.data) as T };
    if (bodyCodeAction(envelope.code, options.handledCodes) === 'toast' && envelope.msg)
      this.config.notifier.error(envelope.msg);
    return envelope;
  }

  private httpFailure<T>(
    method: string,
    url: string,
    status: number,
    body: Record<string, unknown> | null,
    options: RequestOptions,
  ): Envelope<T> {
    const failure = { status, url, body };
    if (Array.isArray(options.handledCodes) && options.handledCodes.includes(status))
      return { code: status, msg: typeof body?.msg === 'string' ? body.msg : '', data: body?.data as T };
    if (options.ownsFailures === true) throw new RequestFailedError('http', status, body);
    if (method === 'GET' && status === 429) {
      this.config.notifier.error(MESSAGES.tooManyRequests);
      throw new RequestFailedError('http', status, body);
    }
    const message = options.errorDescription ? errorDescriptionMessage(failure) : httpStatusMessage(failure);
    if (message) this.config.notifier.error(message);
    if (options.errorDescription && status < 500) {
      const msg = typeof body?.error_description === 'string' ? body.error_description : (message ?? '');
      return { code: status, msg, data: body as T };
    }
    // A status row of the catalogue (401's is silence) has answered; only the others get the generic one.
    if (!message && !hasStatusRow(status)) this.followUp(method, typeof body?.code === 'number' ? body.code : undefined);
    throw new RequestFailedError('http', status, body);
  }

  /** The generic handler of spec 1 section 8 for failures no other row answers: 1 s after a failed GET, at once after a write. */
  private followUp(method: string, code?: number): void {
    const run = () => {
      const message = genericFailureMessage({
        online: this.config.isOnline(),
        hasToken: Boolean(this.config.getToken()),
        code,
      });
      if (message) this.config.notifier.error(message);
    };
    if (method === 'GET') setTimeout(run, GENERIC_GET_DELAY_MS);
    else run();
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !(v instanceof Blob);

function toForm(body: Record<string, unknown>): URLSearchParams {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => form.append(key, String(v)));
    else form.append(key, String(value));
  }
  return form;
}

async function readBody(response: Response, type: RequestOptions['responseType']): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (type === 'blob' && response.ok && !contentType.includes('json')) return response.blob();
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
