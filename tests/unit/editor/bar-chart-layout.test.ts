import { describe, expect, it } from 'vitest';
import { layoutBarChart } from '../../../src/domain/editor/bar-chart-layout';
import type { ChartData } from '../../../src/domain/editor/chart-eligibility';

// Each test lays its chart out inside the test body: a layout computed while the file is collected
// runs outside every test, so no test would notice a change in the code that computed it.
const sales: ChartData = {
  categories: ['一月', '二月'],
  series: [
    { name: '客厅', values: [10, 20] },
    { name: '卧室', values: [-5, 5] },
  ],
};
const one = (values: number[]): ChartData => ({
  categories: values.map((_, i) => `C${i + 1}`),
  series: [{ name: 'x', values }],
});
const labels = (chart: ChartData) => layoutBarChart(chart).ticks.map((t) => t.label);

describe('bar chart layout', () => {
  it('draws one bar per series and category, inside the plot', () => {
    const layout = layoutBarChart(sales, 400, 300);
    expect(layout.bars).toHaveLength(4);
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.plot.right + 1e-9);
      expect(bar.y).toBeGreaterThanOrEqual(layout.plot.top - 1e-9);
      expect(bar.y + bar.height).toBeLessThanOrEqual(layout.plot.bottom + 1e-9);
    }
  });

  it('keeps the plot inside the drawing, with room left for the tick labels and below for the legend', () => {
    for (const [width, height] of [
      [400, 300],
      [560, 320],
    ]) {
      const layout = layoutBarChart(sales, width, height);
      expect(layout).toMatchObject({ width, height });
      expect(layout.plot.left).toBeGreaterThan(0);
      expect(layout.plot.top).toBeGreaterThan(0);
      expect(layout.plot.right).toBeLessThan(width);
      expect(layout.plot.bottom).toBeLessThan(height);
      expect(layout.plot.right).toBeGreaterThan(layout.plot.left);
      expect(layout.plot.bottom).toBeGreaterThan(layout.plot.top);
      for (const entry of layout.legend) {
        expect(entry.y).toBeGreaterThan(layout.plot.bottom);
        expect(entry.y).toBeLessThan(height);
      }
    }
    expect(layoutBarChart(sales)).toMatchObject({ width: 560, height: 320 });
  });

  it('scales heights to the values around the zero line', () => {
    const layout = layoutBarChart(sales, 400, 300);
    const [a, b, c] = layout.bars; // 客厅一月 10, 卧室一月 -5, 客厅二月 20
    expect(a.height).toBeCloseTo(b.height * 2);
    expect(c.height).toBeCloseTo(a.height * 2);
    expect(b.y).toBeCloseTo(layout.baseline); // a negative bar hangs from the baseline
    expect(a.y + a.height).toBeCloseTo(layout.baseline); // a positive bar stands on it
    expect(c.y).toBeCloseTo(layout.plot.top); // the highest value reaches the top of the axis
  });

  it('runs the axis from its lowest tick at the bottom of the plot to its highest at the top, evenly', () => {
    const layout = layoutBarChart(sales, 400, 300);
    const ys = layout.ticks.map((t) => t.y);
    expect(ys[0]).toBeCloseTo(layout.plot.bottom);
    expect(ys.at(-1)).toBeCloseTo(layout.plot.top);
    const gap = ys[0] - ys[1];
    expect(gap).toBeGreaterThan(0);
    ys.slice(1).forEach((y, i) => expect(ys[i] - y).toBeCloseTo(gap));
    const zero = layout.ticks.find((t) => t.label === '0');
    expect(zero?.y).toBeCloseTo(layout.baseline);
  });

  it.each([
    ['around zero, steps of 5', sales, ['-5', '0', '5', '10', '15', '20']],
    ['symmetric around zero', one([-10, 10]), ['-10', '-5', '0', '5', '10']],
    ['a span of 5, steps of 1', one([5]), ['0', '1', '2', '3', '4', '5']],
    ['a span of 7, steps of 2', one([7]), ['0', '2', '4', '6', '8']],
    ['a span of 45, steps of 10', one([45]), ['0', '10', '20', '30', '40', '50']],
    ['a span of 100, steps of 20', one([100]), ['0', '20', '40', '60', '80', '100']],
    ['a span of 3, steps of a tenth of ten', one([3]), ['0', '1', '2', '3']],
    ['small decimals, read without rounding noise', one([0.3]), ['0', '0.1', '0.2', '0.3']],
    ['all zero, one step above zero', one([0]), ['0', '1']],
  ])('labels the axis in nice steps (1, 2 or 5 times a power of ten) that cover the values: %s', (_, chart, expected) => {
    expect(labels(chart)).toEqual(expected);
  });

  it('sets the bars of a category side by side in series order, centred on its label, with a gap between categories', () => {
    const layout = layoutBarChart(sales, 400, 300);
    expect(layout.categories.map((c) => c.label)).toEqual(['一月', '二月']);
    layout.categories.forEach((category, c) => {
      const group = layout.bars.slice(c * 2, c * 2 + 2);
      expect(group.map((b) => b.series)).toEqual([0, 1]);
      expect(group[1].x).toBeCloseTo(group[0].x + group[0].width);
      expect(group[1].width).toBeCloseTo(group[0].width);
      expect((group[0].x + group[1].x + group[1].width) / 2).toBeCloseTo(category.x);
    });
    const [, endOfFirst, startOfSecond] = layout.bars;
    expect(startOfSecond.x - (endOfFirst.x + endOfFirst.width)).toBeGreaterThan(0);
    // The categories share the plot width equally.
    const share = (layout.plot.right - layout.plot.left) / 2;
    expect(layout.categories[0].x).toBeCloseTo(layout.plot.left + share / 2);
    expect(layout.categories[1].x - layout.categories[0].x).toBeCloseTo(share);
  });

  it('names each bar by its series, category and value', () => {
    const layout = layoutBarChart(sales, 400, 300);
    expect(layout.bars.map((b) => [b.label, b.value])).toEqual([
      ['客厅 一月: 10', 10],
      ['卧室 一月: -5', -5],
      ['客厅 二月: 20', 20],
      ['卧室 二月: 5', 5],
    ]);
  });

  it('spreads the legend, in series order, across the plot width below it', () => {
    const layout = layoutBarChart(sales, 400, 300);
    expect(layout.legend.map((l) => [l.label, l.series])).toEqual([
      ['客厅', 0],
      ['卧室', 1],
    ]);
    expect(layout.legend[0].x).toBeCloseTo(layout.plot.left);
    expect(layout.legend[1].x).toBeCloseTo((layout.plot.left + layout.plot.right) / 2);
    expect(layout.legend[1].y).toBe(layout.legend[0].y);
  });

  it('handles an all-zero chart', () => {
    const flat = layoutBarChart({ categories: ['A'], series: [{ name: 'x', values: [0] }] });
    expect(flat.bars[0].height).toBe(0);
    expect(Number.isFinite(flat.baseline)).toBe(true);
    expect(flat.baseline).toBeCloseTo(flat.plot.bottom);
  });
});
