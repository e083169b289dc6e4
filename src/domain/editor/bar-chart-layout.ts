import type { ChartData } from './chart-eligibility';

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  series: number;
  value: number;
  label: string;
}

export interface BarChartLayout {
  width: number;
  height: number;
  /** y of the zero line. */
  baseline: number;
  plot: { left: number; top: number; right: number; bottom: number };
  ticks: { y: number; label: string }[];
  categories: { x: number; label: string }[];
  legend: { x: number; y: number; series: number; label: string }[];
  bars: Bar[];
}

const MARGIN = { left: 48, right: 16, top: 16, bottom: 56 };
const TICKS = 5;

/** A "nice" step (1, 2 or 5 times a power of ten) so the axis labels read well. */
function niceStep(span: number): number {
  const raw = span / TICKS || 1;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

const fmt = (n: number) => String(Number(n.toPrecision(12)));

/** The geometry of a grouped bar chart; pure so it can be tested without a DOM. */
export function layoutBarChart(chart: ChartData, width = 560, height = 320): BarChartLayout {
  const values = chart.series.flatMap((s) => s.values);
  const step = niceStep(Math.max(...values, 0) - Math.min(...values, 0));
  const max = Math.ceil(Math.max(...values, 0) / step) * step || step;
  const min = Math.floor(Math.min(...values, 0) / step) * step;
  const plot = { left: MARGIN.left, top: MARGIN.top, right: width - MARGIN.right, bottom: height - MARGIN.bottom };
  const scale = (v: number) => plot.bottom - ((v - min) / (max - min)) * (plot.bottom - plot.top);
  const baseline = scale(0);
  const group = (plot.right - plot.left) / Math.max(1, chart.categories.length);
  const barWidth = (group * 0.8) / Math.max(1, chart.series.length);
  const ticks = [];
  for (let v = min; v <= max + step / 2; v += step) ticks.push({ y: scale(v), label: fmt(v) });
  const bars = chart.categories.flatMap((_, c) =>
    chart.series.map((s, i) => {
      const y = scale(Math.max(0, s.values[c]));
      return {
        x: plot.left + group * c + group * 0.1 + barWidth * i,
        y,
        width: barWidth,
        height: Math.abs(scale(s.values[c]) - baseline),
        series: i,
        value: s.values[c],
        label: `${s.name} ${chart.categories[c]}: ${fmt(s.values[c])}`,
      };
    }),
  );
  const legendStep = (plot.right - plot.left) / Math.max(1, chart.series.length);
  return {
    width,
    height,
    baseline,
    plot,
    ticks,
    categories: chart.categories.map((label, c) => ({ x: plot.left + group * (c + 0.5), label })),
    legend: chart.series.map((s, i) => ({ x: plot.left + legendStep * i, y: height - 14, series: i, label: s.name })),
    bars,
  };
}
