import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import multer from 'multer';
import { fail } from './envelope';

/**
 * What the mock answers around its routes: test-only endpoints for loopback clients only, and
 * every failure of the plumbing (malformed JSON, a body over the limit, broken multipart, an
 * unknown path) as a {code, msg, data} envelope, never an HTML page or a stack trace.
 */

export const isLoopback = (address: string | undefined) =>
  Boolean(address) && (address === '::1' || /^(::ffff:)?127\./.test(address as string));

/** /__reset, /__state and /__db change or show every fixture: only this machine may call them. */
export const loopbackOnly: RequestHandler = (req: Request, res, next) => {
  if (isLoopback(req.socket.remoteAddress)) return next();
  fail(res, 403, '拒绝访问', null, 403);
};

const MESSAGES: Record<number, string> = {
  400: '请求格式错误',
  404: '请求地址出错',
  413: '请求内容过大',
  415: '不支持的请求格式',
  500: '服务器内部错误',
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
