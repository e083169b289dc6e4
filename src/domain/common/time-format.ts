import { lightFormat } from 'date-fns';

/**
 * The app's numeric date and time patterns: a day as a date input and the order filters hold
 * it, a minute as lists show it, a second as the wire takes it, a month as the wallet's picker
 * holds it. Written with date-fns' `lightFormat`, which knows only numeric tokens and needs no
 * locale: `format` would bring its default English locale and every token's formatter to each
 * first screen that shows a date (about 3 KB of gzip on / and /order). `format` with the zh-CN
 * locale stays where words are written (a promotion's 活动时间).
 */
export const DAY_FORMAT = 'yyyy-MM-dd';
export const MINUTE_FORMAT = 'yyyy-MM-dd HH:mm';
export const SECOND_FORMAT = 'yyyy-MM-dd HH:mm:ss';
export const MONTH_FORMAT = 'yyyy-MM';

export type TimePattern = typeof DAY_FORMAT | typeof MINUTE_FORMAT | typeof SECOND_FORMAT | typeof MONTH_FORMAT | 'yyyyMMddHHmm';

export const formatTimeAs = (date: Date, pattern: TimePattern): string => lightFormat(date, pattern);

/** A day as yyyy-MM-dd. */
export const formatDay = (date: Date): string => lightFormat(date, DAY_FORMAT);
