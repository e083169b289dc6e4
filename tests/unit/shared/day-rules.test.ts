import { describe, expect, it } from 'vitest';
import { beijingDay, earliestStartDay, startTimeAllowed } from '../../../src/domain/common/beijing-day';
import { DAY_RANGE_MESSAGES, checkEndDay, checkStartDay, parseDay } from '../../../src/domain/common/day-range';

// 2024-05-20 23:30 UTC is 2024-05-21 07:30 in Beijing.
const lateUtc = new Date('2024-05-20T23:30:00Z');
// 2024-05-20 15:59:59 UTC is the last second of 2024-05-20 in Beijing.
const lastSecond = new Date('2024-05-20T15:59:59Z');

describe("Beijing's day", () => {
  it('is the day in UTC+8 whatever the host zone, counted on by whole days', () => {
    expect(beijingDay(lateUtc)).toBe('2024-05-21');
    expect(beijingDay(lastSecond)).toBe('2024-05-20');
    expect(beijingDay(new Date('2024-05-20T16:00:00Z'))).toBe('2024-05-21');
    expect(beijingDay(lateUtc, 1)).toBe('2024-05-22');
    expect(beijingDay(lateUtc, -1)).toBe('2024-05-20');
    expect(beijingDay(lateUtc, -31)).toBe('2024-04-20');
  });

  it('starts a banner or promotion not before yesterday on create, today on edit', () => {
    expect(earliestStartDay(lateUtc, false)).toBe('2024-05-20');
    expect(earliestStartDay(lateUtc, true)).toBe('2024-05-21');
    expect(startTimeAllowed('2024-05-20 00:00:00', lateUtc, false)).toBe(true);
    expect(startTimeAllowed('2024-05-19 23:59:59', lateUtc, false)).toBe(false);
    expect(startTimeAllowed('2024-05-20 23:59:59', lateUtc, true)).toBe(false);
    expect(startTimeAllowed('2024-05-21 00:00:00', lateUtc, true)).toBe(true);
  });
});

describe('the validity days', () => {
  it('say the spec messages', () => {
    expect(DAY_RANGE_MESSAGES).toEqual({
      startRequired: '请选择开始日期',
      endRequired: '请选择结束日期',
      endBeforeStart: '所选结束时间不能小于开始时间，请重新选择',
      startBeforeNow: '所选开始时间不能小于现在时间，请重新选择',
      endBeforeYesterday: '所选结束时间不能小于现在时间，请重新选择',
      startAfterPeriod: '所选开始时间不能大于服务结束时间，请重新选择',
      endAfterPeriod: '所选结束时间不能大于服务结束时间，请重新选择',
    });
  });

  it('read yyyy-MM-dd days and nothing else', () => {
    expect(parseDay('2024-05-20')).toEqual(new Date(2024, 4, 20));
    expect(parseDay('')).toBeNull();
    expect(parseDay('2024-02-30')).toBeNull();
    expect(parseDay('明天')).toBeNull();
  });

  it('hold the start to the bounds, each side open when not given', () => {
    const bounds = { min: '2024-05-19', max: '2024-12-31' };
    expect(checkStartDay('', bounds)).toBe(DAY_RANGE_MESSAGES.startRequired);
    expect(checkStartDay('2024-13-01', {})).toBe(DAY_RANGE_MESSAGES.startRequired);
    expect(checkStartDay('2024-05-18', bounds)).toBe(DAY_RANGE_MESSAGES.startBeforeNow);
    expect(checkStartDay('2024-05-19', bounds)).toBeNull();
    expect(checkStartDay('2024-12-31', bounds)).toBeNull();
    expect(checkStartDay('2025-01-01', bounds)).toBe(DAY_RANGE_MESSAGES.startAfterPeriod);
    expect(checkStartDay('2000-01-01', { max: '2024-12-31' })).toBeNull();
    expect(checkStartDay('2099-01-01', { min: '2024-05-19' })).toBeNull();
  });

  it('hold the end to the start and the bounds', () => {
    const bounds = { min: '2024-05-19', max: '2024-12-31' };
    expect(checkEndDay('', '2024-06-01', bounds)).toBe(DAY_RANGE_MESSAGES.endRequired);
    expect(checkEndDay('2024-05-31', '2024-06-01', bounds)).toBe(DAY_RANGE_MESSAGES.endBeforeStart);
    expect(checkEndDay('2024-06-01', '2024-06-01', bounds)).toBeNull();
    // With no valid start, only the bounds count.
    expect(checkEndDay('2024-05-20', '', bounds)).toBeNull();
    expect(checkEndDay('2024-05-18', '', bounds)).toBe(DAY_RANGE_MESSAGES.endBeforeYesterday);
    expect(checkEndDay('2024-05-19', '', bounds)).toBeNull();
    expect(checkEndDay('2024-12-31', '2024-06-01', bounds)).toBeNull();
    expect(checkEndDay('2025-01-01', '2024-06-01', bounds)).toBe(DAY_RANGE_MESSAGES.endAfterPeriod);
    expect(checkEndDay('2000-01-01', '', { max: '2024-12-31' })).toBeNull();
    expect(checkEndDay('2099-01-01', '', { min: '2024-05-19' })).toBeNull();
  });
});
