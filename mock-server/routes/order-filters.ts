import type { Request } from 'express';
import type * as v from 'valibot';
import type { exportQuery } from '../../contracts/api/orders';

/** Dates arrive as yyyy-MM-dd (start) and yyyy-MM-dd 23:59:59 (end), China time. */
const seconds = (value: string | undefined, endOfDay = false) => {
  const text = (value ?? '').trim();
  if (!text) return null;
  const withTime = /\d{2}:\d{2}/.test(text) ? text.replace(' ', 'T') : `${text}T${endOfDay ? '23:59:59' : '00:00:00'}`;
  const ms = Date.parse(`${withTime}+08:00`);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
};

/** The list and export filters from a query that validate() has already parsed (contracts/api/orders.ts). */
export function listFilters(req: Request) {
  const q = req.query as unknown as v.InferOutput<typeof exportQuery>;
  return {
    type: q.type,
    search: q.search,
    start: seconds(q.startTime),
    end: seconds(q.endTime, true),
    subUserId: q.subUserId || null,
    companyId: q.companyId || null,
  };
}
