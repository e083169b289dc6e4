import { endOfDay, format, isBefore, isValid, parse, startOfDay, subDays } from 'date-fns';
import { zhCN } from 'date-fns/locale/zh-CN';
import { toDate } from '../content/time';

/** The validity dates of a promotion (spec 2 section 5). Days are yyyy-MM-dd, as a date input holds them. */
export const DATE_MESSAGES = {
  startRequired: '请选择开始日期',
  endRequired: '请选择结束日期',
  endBeforeStart: '所选结束时间不能小于开始时间，请重新选择',
  startBeforeNow: '所选开始时间不能小于现在时间，请重新选择',
  // The spec's picker offers no day before yesterday; a typed one gets this.
  endBeforeYesterday: '所选结束时间不能小于现在时间，请重新选择',
} as const;

const DAY = 'yyyy-MM-dd';
const WIRE = 'yyyy-MM-dd HH:mm:ss';

export const parseDay = (day: string): Date | null => {
  const d = parse(day, DAY, new Date(0));
  return day && isValid(d) ? d : null;
};
export const formatDay = (d: Date) => format(d, DAY);

/** The first day the picker offers: yesterday. */
export const earliestDay = (now: Date) => formatDay(subDays(startOfDay(now), 1));
/** On edit the start must not be before today. */
export const earliestStart = (now: Date, editing: boolean) => (editing ? formatDay(startOfDay(now)) : earliestDay(now));

export function checkStart(start: string, now: Date, editing: boolean): string | null {
  const day = parseDay(start);
  if (!day) return DATE_MESSAGES.startRequired;
  return isBefore(day, parseDay(earliestStart(now, editing)) as Date) ? DATE_MESSAGES.startBeforeNow : null;
}

export function checkEnd(end: string, start: string, now: Date): string | null {
  const day = parseDay(end);
  if (!day) return DATE_MESSAGES.endRequired;
  const from = parseDay(start);
  if (from && isBefore(day, from)) return DATE_MESSAGES.endBeforeStart;
  return isBefore(day, parseDay(earliestDay(now)) as Date) ? DATE_MESSAGES.endBeforeYesterday : null;
}

/** The start is sent at 00:00:00 of its day, the end at 23:59:59 of its day. */
export const beginTimeOf = (start: string) => format(startOfDay(parseDay(start) as Date), WIRE);
export const endTimeOf = (end: string) => format(endOfDay(parseDay(end) as Date), WIRE);

/** A wire time (seconds, milliseconds or date text) as the day a date input shows. */
export function dayOf(value: number | string | null | undefined): string {
  const d = toDate(value);
  return d && isValid(d) ? formatDay(d) : '';
}

/** 活动时间 as read in Chinese: 2025年11月1日 至 2025年11月30日. */
export function periodText(begin: number | string, end: number | string): string {
  const [from, to] = [toDate(begin), toDate(end)];
  if (!from || !to || !isValid(from) || !isValid(to)) return '';
  return `${format(from, 'PPP', { locale: zhCN })} 至 ${format(to, 'PPP', { locale: zhCN })}`;
}
