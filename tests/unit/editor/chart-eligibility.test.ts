import { describe, expect, it } from 'vitest';
import {
  type ChartTableCell,
  checkChartEligibility,
  parseChartData,
} from '../../../src/domain/editor/chart-eligibility';

/** Builds a table from strings; the first row and the first column are header cells. */
const table = (rows: string[][], headers = { row: true, column: true }): ChartTableCell[][] =>
  rows.map((r, i) => r.map((text, j) => ({ text, header: (headers.row && i === 0) || (headers.column && j === 0) })));

describe('chart eligibility', () => {
  const sales = [
    ['', '一月', '二月', '三月'],
    ['客厅', '12', '15.5', '1,200'],
    ['卧室', '-3', '0', '40%'],
  ];

  it('accepts a table with header row, header column and numeric body', () => {
    const result = checkChartEligibility(table(sales));
    expect(result).toEqual({
      eligible: true,
      chart: {
        categories: ['一月', '二月', '三月'],
        series: [
          { name: '客厅', values: [12, 15.5, 1200] },
          { name: '卧室', values: [-3, 0, 40] },
        ],
      },
    });
  });

  it('reads categories and series names without their surrounding spaces', () => {
    const result = checkChartEligibility(table([['', ' 一月 '], [' 客厅 ', ' 12 ']]));
    expect(result).toEqual({ eligible: true, chart: { categories: ['一月'], series: [{ name: '客厅', values: [12] }] } });
  });

  it('accepts the smallest table, 2 by 2', () => {
    expect(checkChartEligibility(table([['', 'A'], ['x', '1']])).eligible).toBe(true);
  });

  it.each([
    [[['', 'A', 'B']], '生成图表需要至少 2 行 2 列的表格'],
    [[[''], ['x']], '生成图表需要至少 2 行 2 列的表格'],
    [[], '生成图表需要至少 2 行 2 列的表格'],
  ])('explains a table that is too small', (rows, reason) => {
    expect(checkChartEligibility(table(rows))).toEqual({ eligible: false, reason });
  });

  it('needs a header row', () => {
    const result = checkChartEligibility(table(sales, { row: false, column: true }));
    expect(result).toEqual({ eligible: false, reason: '表格第一行必须是标题行' });
  });

  it('needs a header first column', () => {
    const result = checkChartEligibility(table(sales, { row: true, column: false }));
    expect(result).toEqual({ eligible: false, reason: '表格第一列必须是标题列' });
  });

  it('needs numeric body cells and says which one is not', () => {
    const rows = sales.map((r) => [...r]);
    rows[2][2] = '很多';
    expect(checkChartEligibility(table(rows))).toEqual({ eligible: false, reason: '第 3 行第 3 列的内容“很多”不是数字' });
    rows[2][2] = ' ';
    expect(checkChartEligibility(table(rows))).toEqual({ eligible: false, reason: '第 3 行第 3 列的内容为空，不是数字' });
  });

  it('refuses merged cells and ragged rows', () => {
    const merged = table(sales);
    merged[1][1].merged = true;
    expect(checkChartEligibility(merged)).toEqual({ eligible: false, reason: '表格不能包含合并的单元格' });
    expect(checkChartEligibility(table([['', 'A', 'B'], ['x', '1']])).eligible).toBe(false);
  });
});

describe('chart data read back from HTML', () => {
  it('accepts well-formed data and rejects anything else', () => {
    const good = { categories: ['A'], series: [{ name: 'x', values: [1] }] };
    expect(parseChartData(good)).toEqual(good);
    expect(parseChartData(null)).toBeNull();
    expect(parseChartData({ categories: ['A'], series: [] })).toBeNull();
    expect(parseChartData({ categories: ['A'], series: [{ name: 'x', values: ['1'] }] })).toBeNull();
    expect(parseChartData({ categories: ['A', 'B'], series: [{ name: 'x', values: [1] }] })).toBeNull();
    expect(parseChartData({ categories: [1], series: [{ name: 'x', values: [1] }] })).toBeNull();
  });

  it('rejects data with any malformed category, series or value', () => {
    const good = { name: 'x', values: [1, 2] };
    const chart = (categories: unknown[], ...series: unknown[]) => parseChartData({ categories, series });
    expect(chart(['A', 'B'], good, { name: 'y', values: [3, 4] })).toEqual({
      categories: ['A', 'B'],
      series: [good, { name: 'y', values: [3, 4] }],
    });
    expect(chart(['A', 2], good)).toBeNull();
    expect(chart(['A', 'B'], good, { name: 'y', values: [3, '4'] })).toBeNull();
    expect(chart(['A', 'B'], good, null)).toBeNull();
    expect(chart(['A', 'B'], good, { name: 7, values: [3, 4] })).toBeNull();
    expect(chart(['A', 'B'], good, { name: 'y' })).toBeNull();
    expect(chart(['A', 'B'], good, { name: 'y', values: '34' })).toBeNull();
    expect(chart(['A', 'B'], { name: 'x', values: [1, Number.NaN] })).toBeNull();
    expect(chart(['A', 'B'], { name: 'x', values: [Infinity, 2] })).toBeNull();
  });
});
