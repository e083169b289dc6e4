import { describe, expect, it } from 'vitest';
import {
  RANGE_MESSAGES,
  TIME_PRESETS,
  type TimePreset,
  checkCustomRange,
  earliestStart,
  presetRange,
} from '../../../src/domain/order/time-range';
import { GROUP_TABS, ORDER_TABS, parseTab, typeOfTab } from '../../../src/domain/order/order-tabs';
import { EMPTY_FILTERS, exportFileName, exportQuery, orderQuery, validateSearch } from '../../../src/domain/order/order-query';
import { areaOf, copyable, gardenOf, priceOf, shown, timeOf } from '../../../src/domain/order/order-display';
import { fillHeadlines, hasContent } from '../../../src/domain/order/headlines';

const today = new Date(2024, 4, 20, 15, 30, 0);

describe('time filter presets', () => {
  it.each<[TimePreset, string | null]>([
    ['all', null],
    ['week', '2024-05-13'],
    ['month', '2024-04-20'],
    ['quarter', '2024-02-20'],
    ['halfYear', '2023-11-22'],
    ['year', '2023-05-26'],
    ['custom', null],
  ])('%s starts %s and ends today at 23:59:59', (preset, start) => {
    const range = presetRange(preset, today);
    expect(range?.startTime ?? null).toBe(start);
    if (range) expect(range.endTime).toBe('2024-05-20 23:59:59');
  });

  it('has the glossary labels in order', () => {
    expect(TIME_PRESETS.map((p) => p.label)).toEqual(['全部时间', '近一周', '近一个月', '近三个月', '近半年', '近一年', '自定义']);
  });
});

describe('custom range', () => {
  it.each([
    ['both missing', null, null, false, null, null],
    ['start only', '2024-05-01', null, false, null, null],
    ['valid', '2024-05-01', '2024-05-10', true, null, null],
    ['same day', '2024-05-20', '2024-05-20', true, null, null],
    ['start over a year ago', '2023-05-19', '2024-05-10', false, RANGE_MESSAGES.startOutOfRange, null],
    ['start exactly a year ago', '2023-05-20', '2024-05-10', true, null, null],
    ['end before start', '2024-05-10', '2024-05-01', false, null, RANGE_MESSAGES.endBeforeStart],
    ['end after today', '2024-05-10', '2024-05-21', false, null, RANGE_MESSAGES.endAfterToday],
    ['start after today', '2024-05-21', '2024-05-20', false, RANGE_MESSAGES.startOutOfRange, RANGE_MESSAGES.endBeforeStart],
  ])('%s', (_case, start, end, canConfirm, startError, endError) => {
    const check = checkCustomRange(start, end, today);
    expect(check.canConfirm).toBe(canConfirm);
    expect(check.startError).toBe(startError);
    expect(check.endError).toBe(endError);
    // A range is sent only once it may be confirmed.
    if (!canConfirm) expect(check.range).toBeNull();
  });

  it('sends the end day at 23:59:59', () => {
    expect(checkCustomRange('2024-05-01', '2024-05-10', today).range).toEqual({
      startTime: '2024-05-01',
      endTime: '2024-05-10 23:59:59',
    });
    expect(earliestStart(today)).toBe('2023-05-20');
  });
});

describe('tabs and list queries', () => {
  it.each([
    [0, '全部订单', 99],
    [3, '待接单', 1],
    [1, '待反馈', 3],
    [2, '已关注', 7],
    [9, '已隐藏', 9],
  ])('order tab %i (%s) asks for type %i', (tab, label, type) => {
    expect(ORDER_TABS.find((t) => t.tab === tab)?.label).toBe(label);
    expect(typeOfTab(tab)).toBe(type);
  });

  it.each([
    [0, 99],
    [1, 3],
    [2, 7],
  ])('group tab %i asks for type %i', (tab, type) => expect(typeOfTab(tab, GROUP_TABS)).toBe(type));

  it('asks for all orders on a tab it does not know', () => {
    expect(typeOfTab(9, GROUP_TABS)).toBe(typeOfTab(0));
    expect(typeOfTab(42)).toBe(typeOfTab(0));
  });

  it('gives each group tab its own label', () => {
    const labels = GROUP_TABS.map((t) => t.label);
    expect(labels.every((label) => label.trim() !== '')).toBe(true);
    expect(new Set(labels).size).toBe(GROUP_TABS.length);
    expect(labels).toEqual(ORDER_TABS.filter((t) => GROUP_TABS.some((g) => g.tab === t.tab)).map((t) => t.label));
  });

  it.each([
    ['1', 1],
    ['9', 9],
    ['7', 0],
    [undefined, 0],
    ['abc', 0],
  ])('tab %s parses to %i', (raw, tab) => expect(parseTab(raw)).toBe(tab));

  it('builds list and export queries with the filters', () => {
    const filters = { tab: 1, search: ' 绿城 ', range: { startTime: '2024-05-01', endTime: '2024-05-10 23:59:59' }, subUserId: 1002 };
    expect(orderQuery(filters, { offset: 10, limit: 10 })).toEqual({
      limit: 10,
      offset: 10,
      type: 3,
      search: '绿城',
      startTime: '2024-05-01',
      endTime: '2024-05-10 23:59:59',
      subUserId: 1002,
    });
    expect(exportQuery(filters)).toMatchObject({ type: 2, search: '绿城', subUserId: 1002 });
    expect(orderQuery({ ...filters, tab: 2, companyId: 601 }, { offset: 0, limit: 10 }, true)).toMatchObject({ type: 7, companyId: 601 });
    expect(exportFileName(today)).toBe('订单列表-202405201530.xlsx');
  });

  it('sends no search of blanks, and the order list unless the group list is asked for', () => {
    expect(orderQuery({ ...EMPTY_FILTERS, search: '   ' }, { offset: 0, limit: 10 })).toEqual({ limit: 10, offset: 0, type: typeOfTab(0) });
    // Tab 9 (已隐藏) is the order list's own: the group list has no such tab.
    expect(orderQuery({ ...EMPTY_FILTERS, tab: 9 }, { offset: 0, limit: 10 }).type).toBe(typeOfTab(9));
    expect(orderQuery({ ...EMPTY_FILTERS, tab: 9 }, { offset: 0, limit: 10 }, true).type).toBe(typeOfTab(0));
  });

  it('starts with no filter', () => {
    expect(EMPTY_FILTERS).toEqual({ tab: 0, search: '', range: null, subUserId: null });
  });

  it('refuses an empty search', () => {
    expect(validateSearch('  ')).toBe('请输入要搜索的内容');
    expect(validateSearch('万科')).toBeNull();
  });
});

describe('display values', () => {
  it.each([
    [null, '未提供'],
    ['', '未提供'],
    ['  ', '未提供'],
    ['张先生', '张先生'],
    [0, '0'],
    [undefined, '未提供'],
  ])('shown(%j) is %s', (value, text) => expect(shown(value)).toBe(text));

  it('formats area, price and garden', () => {
    expect(areaOf(98)).toBe('98㎡');
    expect(areaOf('120㎡')).toBe('120㎡');
    expect(areaOf(null)).toBe('未提供');
    expect(priceOf(0)).toBe('0元');
    expect(priceOf(null)).toBe('未提供');
    expect(gardenOf('')).toBe('暂无信息');
    expect(gardenOf('万科城')).toBe('万科城');
    expect(gardenOf(' 万科城 ')).toBe('万科城');
    expect(gardenOf(null)).toBe(gardenOf(''));
    expect(gardenOf(undefined)).toBe(gardenOf(''));
    expect(priceOf(undefined)).toBe(shown(null));
    expect(timeOf(null)).toBe(shown(null));
    expect(timeOf(0)).toBe(shown(null));
  });
});

describe('headline ticker', () => {
  it.each([
    [0, 0],
    [1, 3],
    [2, 4],
    [3, 3],
    [5, 5],
  ])('%i headlines fill to %i', (count, shownCount) => {
    const items = Array.from({ length: count }, (_, i) => i);
    expect(fillHeadlines(items)).toHaveLength(shownCount);
  });

  it('opens only headlines with content', () => {
    expect(hasContent({ content: '正文' })).toBe(true);
    expect(hasContent({ content: ' ' })).toBe(false);
    expect(hasContent({ content: null })).toBe(false);
  });
});

describe('copying a phone number', () => {
  it.each([
    ['13101000003', true],
    ['0571-88000000', true],
    ['131****0003', false],
    ['', false],
    [null, false],
    [' 13101000003 ', true],
    ['tel 13101000003', false],
    ['13101000003 ext', false],
  ])('%s is copyable: %s', (phone, expected) => expect(copyable(phone)).toBe(expected));
});
