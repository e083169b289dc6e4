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
