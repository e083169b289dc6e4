import { describe, expect, it } from 'vitest';
import {
  DATE_MESSAGES,
  beginTimeOf,
  checkEnd,
  checkStart,
  dayOf,
  earliestDay,
  earliestStart,
  endTimeOf,
  periodText,
} from '../../../src/domain/promotion/promotion-dates';

// 2024-05-20 10:00 local time.
const now = new Date(2024, 4, 20, 10, 0, 0);

describe('promotion dates', () => {
  it('offers no day before yesterday, and on edit no start before today', () => {
    expect(earliestDay(now)).toBe('2024-05-19');
    expect(earliestStart(now, false)).toBe('2024-05-19');
    expect(earliestStart(now, true)).toBe('2024-05-20');
  });

  it('checks the start: required, not before yesterday, on edit not before today', () => {
    expect(checkStart('', now, false)).toBe(DATE_MESSAGES.startRequired);
    expect(checkStart('2024-05-19', now, false)).toBeNull();
    expect(checkStart('2024-05-18', now, false)).toBe('所选开始时间不能小于现在时间，请重新选择');
    expect(checkStart('2024-05-19', now, true)).toBe('所选开始时间不能小于现在时间，请重新选择');
    expect(checkStart('2024-05-20', now, true)).toBeNull();
  });

  it('checks the end: required, not before the start, not before yesterday', () => {
    expect(checkEnd('', '2024-05-20', now)).toBe(DATE_MESSAGES.endRequired);
    expect(checkEnd('2024-05-21', '2024-05-22', now)).toBe('所选结束时间不能小于开始时间，请重新选择');
    expect(checkEnd('2024-05-22', '2024-05-22', now)).toBeNull();
    expect(checkEnd('2024-05-18', '', now)).toBe(DATE_MESSAGES.endBeforeYesterday);
    expect(checkEnd('2024-05-30', '', now)).toBeNull();
  });

  it('sends the start at 00:00:00 and the end at 23:59:59', () => {
    expect(beginTimeOf('2024-06-01')).toBe('2024-06-01 00:00:00');
    expect(endTimeOf('2024-06-30')).toBe('2024-06-30 23:59:59');
  });

  it('reads wire times as days and writes the period in Chinese', () => {
    expect(dayOf('2024-06-01 00:00:00')).toBe('2024-06-01');
    expect(dayOf(new Date(2024, 5, 2, 8).getTime() / 1000)).toBe('2024-06-02');
    expect(dayOf('')).toBe('');
    expect(periodText('2024-06-01 00:00:00', '2024-06-30 23:59:59')).toBe('2024年6月1日 至 2024年6月30日');
    expect(periodText('', 'x')).toBe('');
    expect(periodText('2024-06-01 00:00:00', '')).toBe('');
    expect(periodText('', '2024-06-30 23:59:59')).toBe('');
  });
});
