import type { Response } from 'express';

/** Every /v2 answer is {code, msg, data}; success is code 200. */
export function ok(res: Response, data: unknown = null, msg = 'success') {
  res.json({ code: 200, msg, data });
}

/** A business failure: HTTP 200 with the business code, as the real backend answers. */
export function fail(res: Response, code: number, msg: string, data: unknown = null, status = 200) {
  res.status(status).json({ code, msg, data });
}

/** Pagination helpers shared by list endpoints (offset/limit or page_num/page_size). */
export function page<T>(items: T[], offset: number, limit: number): T[] {
  const start = Math.max(0, offset);
  return items.slice(start, start + Math.max(0, limit));
}

/** Where page `pageNo` (from 1) of `size` items starts, for the endpoints that take page numbers. */
export const pageStart = (pageNo: number, size: number) => (pageNo - 1) * size;

/**
 * The list answer {items, total}: `limit` items of `all` from item `offset`, each shown by `view`;
 * total counts all of them.
 */
export function okPage<T>(res: Response, all: T[], offset: number, limit: number, view: (item: T) => unknown = (item) => item) {
  ok(res, { items: page(all, offset, limit).map(view), total: all.length });
}

export const num = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};
