import { endOfDay, format, isValid, startOfDay } from 'date-fns';
import { zhCN } from 'date-fns/locale/zh-CN';
import { toDate } from '../content/time';
import { checkEndDay, checkStartDay, parseDay } from '../common/day-range';
import { earliestStartDay } from '../common/beijing-day';
import { SECOND_FORMAT, formatDay, formatTimeAs } from '../common/time-format';

export { DAY_RANGE_MESSAGES as DATE_MESSAGES, parseDay } from '../common/day-range';


/** The first day the picker offers: yesterday, in Beijing. */
export const earliestDay = (now: Date) => earliestStartDay(now, false);
/** On edit the start must not be before today (Beijing's). */
export const earliestStart = earliestStartDay;

/** The validity dates of a promotion (spec 2 §5 Promotion), typed or picked. */
export const checkStart = (start: string, now: Date, editing: boolean) => checkStartDay(start, { min: earliestStart(now, editing) });
export const checkEnd = (end: string, start: string, now: Date) => checkEndDay(end, start, { min: earliestDay(now) });

/** The start is sent at 00:00:00 of its day, the end at 23:59:59 of its day. */
export const beginTimeOf = (start: string) => formatTimeAs(startOfDay(parseDay(start) as Date), SECOND_FORMAT);
export const endTimeOf = (end: string) => formatTimeAs(endOfDay(parseDay(end) as Date), SECOND_FORMAT);

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
