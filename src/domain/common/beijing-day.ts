/**
 * The calendar day in Beijing (Asia/Shanghai, UTC+8 all year: China keeps no daylight saving
 * time), whatever the zone of the machine that asks. Every day rule of the app and the mock
 * ("start not before yesterday, on edit not before today") counts Beijing's days: on a UTC host
 * between 00:00 and 08:00 Beijing time the host's own day is still the day before.
 */
const BEIJING_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The Beijing day `days` days after the one `now` falls in, as yyyy-MM-dd. */
export const beijingDay = (now: Date, days = 0): string =>
  new Date(now.getTime() + BEIJING_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The earliest start day of a banner or a promotion (spec 2 §5): yesterday on create (the
 * picker's one day of grace), today on edit; Beijing's days. The forms, the use cases and the
 * mock all ask this.
 */
export const earliestStartDay = (now: Date, editing: boolean): string => beijingDay(now, editing ? 0 : -1);

/** Whether a start sent as yyyy-MM-dd HH:mm:ss keeps the day rule (the server's check of `earliestStartDay`). */
export const startTimeAllowed = (beginTime: string, now: Date, editing: boolean): boolean =>
  beginTime >= `${earliestStartDay(now, editing)} 00:00:00`;
