import { fromUnixTime } from 'date-fns';
import { MINUTE_FORMAT, formatTimeAs, type TimePattern } from '../common/time-format';
import { NOT_PROVIDED } from './order-query';

/** Missing values read 未提供; the project name falls back to 暂无信息. */
export function shown(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return NOT_PROVIDED;
  const text = String(value).trim();
  return text === '' ? NOT_PROVIDED : text;
}

export const GARDEN_FALLBACK = '暂无信息';
export const gardenOf = (garden: string | null | undefined) => (garden?.trim() ? garden.trim() : GARDEN_FALLBACK);

/** Area with its unit, e.g. 120㎡. */
export function areaOf(area: number | string | null | undefined): string {
  const text = shown(area);
  return text === NOT_PROVIDED ? text : `${text.replace(/㎡$/, '')}㎡`;
}

export function priceOf(price: number | null | undefined): string {
  return price === null || price === undefined ? NOT_PROVIDED : `${price}元`;
}

export function timeOf(seconds: number | null | undefined, pattern: TimePattern = MINUTE_FORMAT): string {
  return seconds ? formatTimeAs(fromUnixTime(seconds), pattern) : NOT_PROVIDED;
}

/** Copying a phone number from the order details (spec 1 section 8). */
export const COPY_MESSAGES = { done: '复制成功', unsupported: '该浏览器不支持自动复制' } as const;

/** A masked number (138****0001, before acceptance) is not worth copying. */
export const copyable = (phone: string | null | undefined) => Boolean(phone && /^\d[\d-]{6,}$/.test(phone.trim()));
