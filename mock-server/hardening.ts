import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import multer from 'multer';
import { fail } from './envelope';
import { HTTP_MESSAGES as CATALOGUE } from '../contracts/api/codes';

/**
 * What the mock answers around its routes: test-only endpoints for loopback clients only, and
 * every failure of the plumbing (malformed JSON, a body over the limit, broken multipart, an
 * unknown path) as a {code, msg, data} envelope, never an HTML page or a stack trace.
 */

export const isLoopback = (address: string | undefined) =>
  Boolean(address) && (address === '::1' || /^(::ffff:)?127\./.test(address as string));

/**
 * Whether the request names this machine in its Host header (127.0.0.1, localhost or [::1], any
 * port). A DNS-rebinding page reaches a loopback server under its own host name: the peer is
 * local, but the Host is not, so this refuses it.
 */
export function localHost(host: string | undefined): boolean {
  if (!host) return false;
  const name = host.toLowerCase().replace(/:\d{1,5}$/, '');
  return name === '127.0.0.1' || name === 'localhost' || name === '[::1]';
}

/**
 * The header every call of a test hook that changes the mock carries. A web page cannot send it
 * with a form, and a script of another origin cannot send it at all (the mock grants no CORS,
 * so the browser's preflight fails): any page open in the developer's browser cannot reset
 * the mock or set a provider state.
 */
export const TEST_HOOK_HEADER = 'X-Mock-Test';
export const TEST_HOOK_HEADERS = { [TEST_HOOK_HEADER]: '1' } as const;

/** Whether a browser says the request comes from a page of another origin. */
function crossSite(req: Request): boolean {
  const site = req.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return true;
  const origin = req.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== req.get('host');
  } catch {
    return true;
  }
}

/**
 * /__reset, /__state and /__db change or show every fixture: only this machine may call them,
 * under a local host name, never from another site's page, and a change needs the test header. A plain GET of /__db (the
 * readiness probe of Playwright's webServer) needs no header: it changes nothing and, without
 * CORS, no other origin can read it.
 */
export const testHookOnly: RequestHandler = (req: Request, res, next) => {
  if (!isLoopback(req.socket.remoteAddress) || !localHost(req.get('host')) || crossSite(req)) return fail(res, 403, CATALOGUE.forbidden, null, 403);
  const reading = req.method === 'GET' || req.method === 'HEAD';
  if (!reading && req.get(TEST_HOOK_HEADER) !== '1') return fail(res, 403, `${CATALOGUE.forbidden}：缺少 ${TEST_HOOK_HEADER} 请求头`, null, 403);
  next();
};

/**
 * A request Node's parser refuses before express sees it (a request line or headers over
 * maxHeaderSize, a malformed request): answered with a {code, msg, data} envelope instead of
 * Node's empty 400 or 431.
 */
export function answerClientErrors(server: Server) {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
    const body = JSON.stringify({ code: status, msg: status === 431 ? '请求地址或请求头过长' : MESSAGES[400], data: null });
    socket.end(
      `HTTP/1.1 ${status} ${status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
}

const MESSAGES: Record<number, string> = {
  400: '请求格式错误',
  404: '请求地址出错',
  413: '请求内容过大',
  415: '不支持的请求格式',
  500: CATALOGUE.serverError,
};

const MULTER_TOO_LARGE = new Set(['LIMIT_FILE_SIZE', 'LIMIT_FIELD_VALUE']);

/** The HTTP status a failed request deserves: the parser's own 4xx, multipart problems 400/413. */
function statusOf(error: unknown): number {
  if (error instanceof multer.MulterError) return MULTER_TOO_LARGE.has(error.code) ? 413 : 400;
  const e = error as { status?: unknown; statusCode?: unknown; message?: unknown };
  const status = Number(e?.status ?? e?.statusCode);
  if (status >= 400 && status < 500) return status;
  // busboy (under multer) throws plain errors for a truncated or boundary-less form.
  if (/multipart|boundary|unexpected end of form|malformed part/i.test(String(e?.message ?? ''))) return 400;
  return 500;
}

export const errorEnvelope: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) return next(error);
  const status = statusOf(error);
  // A 500 is a bug of the mock: log it for the developer, never send the stack to the client.
  if (status === 500) console.error(`[mock] ${req.method} ${req.path} failed`, error);
  fail(res, status, MESSAGES[status] ?? MESSAGES[400], null, status);
};

/** Any path no area answers: a JSON 404 instead of express's HTML page. */
export const notFoundEnvelope: RequestHandler = (req, res) => fail(res, 404, `${MESSAGES[404]}: ${req.method} ${req.path}`, null, 404);
