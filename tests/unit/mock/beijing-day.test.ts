import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { beijingDay, earliestStartDay } from '../../../src/domain/common/beijing-day';
import { bannerDateBounds } from '../../../src/domain/banner/banner-form';
import { checkStart, earliestDay } from '../../../src/domain/promotion/promotion-dates';
import { DAY_RANGE_MESSAGES } from '../../../src/domain/common/day-range';
import { useMockApi } from './mock-server-fixture';

/**
 * Issue 60: the day rules of banners and promotions ("start not before yesterday, on edit not
 * before today") count Beijing's days whatever the host's zone. 01:00 on 29 November in Beijing
 * is 17:00 on the 28th in UTC: the host's "yesterday" (the 27th) is a day too early.
 */
const ONE_AM_BEIJING = new Date('2026-11-28T17:00:00Z');

beforeAll(() => {
  process.env.TZ = 'UTC';
});

describe('Beijing’s day on a UTC host at 01:00 Beijing', () => {
  it('is the host’s next day', () => {
    expect(ONE_AM_BEIJING.getDate()).toBe(28);
    expect(beijingDay(ONE_AM_BEIJING)).toBe('2026-11-29');
    expect(beijingDay(ONE_AM_BEIJING, -1)).toBe('2026-11-28');
    expect(beijingDay(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
  });

  it('holds the forms’ and use cases’ rules to it', () => {
    expect(earliestStartDay(ONE_AM_BEIJING, false)).toBe('2026-11-28');
    expect(earliestStartDay(ONE_AM_BEIJING, true)).toBe('2026-11-29');
    expect(earliestDay(ONE_AM_BEIJING)).toBe('2026-11-28');
    expect(bannerDateBounds(ONE_AM_BEIJING, '', '').min).toBe('2026-11-28');
    expect(checkStart('2026-11-27', ONE_AM_BEIJING, false)).toBe(DAY_RANGE_MESSAGES.startBeforeNow);
    expect(checkStart('2026-11-28', ONE_AM_BEIJING, false)).toBeNull();
    expect(checkStart('2026-11-28', ONE_AM_BEIJING, true)).toBe(DAY_RANGE_MESSAGES.startBeforeNow);
  });
});

describe('the mock at 01:00 Beijing on a UTC host', () => {
  const mock = useMockApi();
  afterEach(() => vi.useRealTimers());
  const at = () => vi.useFakeTimers({ toFake: ['Date'], now: ONE_AM_BEIJING });

  const promotion = (begin: string) => ({
    title: '春季家装节限时优惠活动', poster: 'promotion/1700000000000-abc.png', content: '<p>到店签约享优惠</p>',
    begin_time: `${begin} 00:00:00`, end_time: '2026-12-30 23:59:59',
  });
  const banner = (begin: string) => ({
    slide: 'slide/1700000000000-abc.png', title: '夏季促销', first: 'company', second: 'home', third: '',
    posAbbr: 'TJW_ZXGS_INDEX', pos: 1062, beginTime: `${begin} 00:00:00`, endTime: '2026-12-30 23:59:59',
  });

  it('refuses a promotion starting the host’s yesterday, accepts Beijing’s yesterday', async () => {
    at();
    expect(await mock.call('POST', '/companies/promotional', 'merchant', promotion('2026-11-27'))).toMatchObject({ code: 20400, msg: DAY_RANGE_MESSAGES.startBeforeNow });
    expect(await mock.call('POST', '/companies/promotional', 'merchant', promotion('2026-11-28'))).toMatchObject({ code: 200 });
  });

  it('refuses a banner starting the host’s yesterday, accepts Beijing’s yesterday', async () => {
    at();
    expect(await mock.call('POST', '/banners/companies', 'merchant', banner('2026-11-27'))).toMatchObject({ code: 20400, msg: DAY_RANGE_MESSAGES.startBeforeNow });
    expect((await mock.call('POST', '/banners/companies', 'merchant', banner('2026-11-28'))).code).not.toBe(20400);
  });
});
