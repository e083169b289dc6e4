import { isAfter, isBefore, isValid, parseISO, startOfDay, subDays, subYears } from 'date-fns';
import { formatDay } from '../common/time-format';

/** The time filter of the order lists (spec 1 section 9). */
export type TimePreset = 'all' | 'week' | 'month' | 'quarter' | 'halfYear' | 'year' | 'custom';

export const TIME_PRESETS: readonly { key: TimePreset; label: string; days?: number }[] = [
  { key: 'all', label: '全部时间' },
  { key: 'week', label: '近一周', days: 7 },
  { key: 'month', label: '近一个月', days: 30 },
  { key: 'quarter', label: '近三个月', days: 90 },
  { key: 'halfYear', label: '近半年', days: 180 },
  { key: 'year', label: '近一年', days: 360 },
  { key: 'custom', label: '自定义' },
];

export const END_OF_DAY = ' 23:59:59';
export const CUSTOM_RANGE_TITLE = '自定义时间';
export const CUSTOM_RANGE_HINT = '仅支持查询近一年订单';

/** What the list call receives: startTime as a date, endTime at 23:59:59 of its day. */
export interface TimeRange {
  startTime: string;
  endTime: string;
}

const toRange = (start: Date, end: Date): TimeRange => ({ startTime: formatDay(start), endTime: formatDay(end) + END_OF_DAY });

/** A preset's range ending today; 全部时间 and 自定义 have none of their own. */
export function presetRange(preset: TimePreset, today: Date): TimeRange | null {
  const days = TIME_PRESETS.find((p) => p.key === preset)?.days;
  return days ? toRange(subDays(today, days), today) : null;
}

export const RANGE_MESSAGES = {
  startOutOfRange: CUSTOM_RANGE_HINT,
  endBeforeStart: '结束日期不能早于开始日期',
  endAfterToday: '结束日期不能晚于今天',
} as const;

/** The earliest start a custom range accepts: one year before today. */
export const earliestStart = (today: Date) => formatDay(subYears(startOfDay(today), 1));

const parseDay = (s: string | null) => {
  if (!s) return null;
  const d = parseISO(s);
  return isValid(d) ? startOfDay(d) : null;
};

export interface CustomRangeCheck {
  startError: string | null;
  endError: string | null;
  /** Confirm stays disabled until both dates are set and valid. */
  canConfirm: boolean;
  range: TimeRange | null;
}

/** Start within the last year up to today; end not before start and not after today. */
export function checkCustomRange(start: string | null, end: string | null, today: Date): CustomRangeCheck {
  const s = parseDay(start);
  const e = parseDay(end);
  const day = startOfDay(today);
  const startError = s && (isBefore(s, subYears(day, 1)) || isAfter(s, day)) ? RANGE_MESSAGES.startOutOfRange : null;
  let endError: string | null = null;
  if (e && isAfter(e, day)) endError = RANGE_MESSAGES.endAfterToday;
  else if (e && s && isBefore(e, s)) endError = RANGE_MESSAGES.endBeforeStart;
  const canConfirm = Boolean(s && e && !startError && !endError);
  return { startError, endError, canConfirm, range: canConfirm && s && e ? toRange(s, e) : null };
}
