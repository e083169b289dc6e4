import { isValid, parse } from 'date-fns';
import { DAY_FORMAT } from './time-format';

/**
 * The validity days of a promotion or a banner (spec 2 §5 Promotion, Banner): a start and an end,
 * yyyy-MM-dd as a date input holds them, within the days the picker offers. A day typed by hand
 * obeys the same bounds as a picked one: the input's min and max only limit the picker.
 */
export const DAY_RANGE_MESSAGES = {
  startRequired: '请选择开始日期',
  endRequired: '请选择结束日期',
  endBeforeStart: '所选结束时间不能小于开始时间，请重新选择',
  startBeforeNow: '所选开始时间不能小于现在时间，请重新选择',
  // The picker offers no earlier day; a typed one gets this.
  endBeforeYesterday: '所选结束时间不能小于现在时间，请重新选择',
  // The picker offers no later day than the end of the service period (the banner's slider period).
  startAfterPeriod: '所选开始时间不能大于服务结束时间，请重新选择',
  endAfterPeriod: '所选结束时间不能大于服务结束时间，请重新选择',
} as const;

/** The days the picker offers, yyyy-MM-dd; no `min` or `max` leaves that side open. */
export interface DayBounds {
  min?: string;
  max?: string;
}


/** A yyyy-MM-dd day, or null for '' and for text that is no day. */
export const parseDay = (day: string): Date | null => {
  const d = parse(day, DAY_FORMAT, new Date(0));
  return day && isValid(d) ? d : null;
};

// Valid yyyy-MM-dd days compare as text.
const before = (day: string, min?: string) => Boolean(min) && day < (min as string);
const after = (day: string, max?: string) => Boolean(max) && day > (max as string);

export function checkStartDay(start: string, bounds: DayBounds): string | null {
  if (!parseDay(start)) return DAY_RANGE_MESSAGES.startRequired;
  if (before(start, bounds.min)) return DAY_RANGE_MESSAGES.startBeforeNow;
  return after(start, bounds.max) ? DAY_RANGE_MESSAGES.startAfterPeriod : null;
}

export function checkEndDay(end: string, start: string, bounds: DayBounds): string | null {
  if (!parseDay(end)) return DAY_RANGE_MESSAGES.endRequired;
  if (parseDay(start) && end < start) return DAY_RANGE_MESSAGES.endBeforeStart;
  if (before(end, bounds.min)) return DAY_RANGE_MESSAGES.endBeforeYesterday;
  return after(end, bounds.max) ? DAY_RANGE_MESSAGES.endAfterPeriod : null;
}
