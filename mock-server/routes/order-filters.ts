import type { Request } from 'express';
import { num } from '../envelope';

/** Dates arrive as yyyy-MM-dd (start) and yyyy-MM-dd 23:59:59 (end), China time. */
const seconds = (value: unknown, endOfDay = false) => {
  const text = String(value ?? '').trim();
  if (!text) return null;
  const withTime = /\d{2}:\d{2}/.test(text) ? text.replace(' ', 'T') : `${text}T${endOfDay ? '23:59:59' : '00:00:00'}`;
  const ms = Date.parse(`${withTime}+08:00`);
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : null;
};

export function listFilters(req: Request) {
  return {
    type: num(req.query.type, 99),
    search: String(req.query.search ?? '').trim(),
    start: seconds(req.query.startTime),
    end: seconds(req.query.endTime, true),
    subUserId: num(req.query.subUserId, 0) || null,
    companyId: num(req.query.companyId, 0) || null,
  };
}

