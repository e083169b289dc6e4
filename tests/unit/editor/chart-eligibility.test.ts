import { describe, expect, it } from 'vitest';
import {
  type ChartTableCell,
  checkChartEligibility,
  parseChartData,
} from '../../../src/domain/editor/chart-eligibility';
import { layoutBarChart } from '../../../src/domain/editor/bar-chart-layout';

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
});

describe('bar chart layout', () => {
  const chart = { categories: ['一月', '二月'], series: [{ name: '客厅', values: [10, 20] }, { name: '卧室', values: [-5, 5] }] };
  const layout = layoutBarChart(chart, 400, 300);

  it('draws one bar per series and category, inside the plot', () => {
    expect(layout.bars).toHaveLength(4);
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.plot.right + 1e-9);
      expect(bar.y).toBeGreaterThanOrEqual(layout.plot.top - 1e-9);
      expect(bar.y + bar.height).toBeLessThanOrEqual(layout.plot.bottom + 1e-9);
    }
  });

  it('scales heights to the values around the zero line', () => {
    const [a, b, c] = layout.bars; // 客厅一月 10, 卧室一月 -5, 客厅二月 20
    expect(a.height).toBeCloseTo(b.height * 2);
    expect(c.height).toBeCloseTo(a.height * 2);
    expect(b.y).toBeCloseTo(layout.baseline); // a negative bar hangs from the baseline
    expect(a.y + a.height).toBeCloseTo(layout.baseline);
  });

  it('labels ticks, categories and the legend', () => {
    expect(layout.ticks.map((t) => t.label)).toEqual(['-5', '0', '5', '10', '15', '20']);
    expect(layout.categories.map((c) => c.label)).toEqual(['一月', '二月']);
    expect(layout.legend.map((l) => l.label)).toEqual(['客厅', '卧室']);
  });

  it('handles an all-zero chart', () => {
    const flat = layoutBarChart({ categories: ['A'], series: [{ name: 'x', values: [0] }] });
    expect(flat.bars[0].height).toBe(0);
    expect(Number.isFinite(flat.baseline)).toBe(true);
  });
});
