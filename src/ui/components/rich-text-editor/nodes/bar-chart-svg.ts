import type { ChartData } from '../../../../domain/editor/chart-eligibility';
import { layoutBarChart } from '../../../../domain/editor/bar-chart-layout';

const SVG_NS = 'http://www.w3.org/2000/svg';
const PALETTE = ['#4e79a7', '#f28e2b', '#e15759', '#76b7b2', '#59a14f', '#edc948', '#b07aa1', '#ff9da7', '#9c755f', '#bab0ac'];
const AXIS = '#999999';
const INK = '#333333';

const n = (v: number) => String(Math.round(v * 10) / 10);
export const seriesColor = (i: number) => PALETTE[i % PALETTE.length];

type Attrs = Record<string, string | number>;

function el(doc: Document, name: string, attrs: Attrs, text?: string): SVGElement {
  const node = doc.createElementNS(SVG_NS, name);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, typeof v === 'number' ? n(v) : v);
  if (text !== undefined) node.textContent = text;
  return node;
}

const label = (doc: Document, x: number, y: number, text: string, anchor = 'middle') =>
  el(doc, 'text', { x, y, 'text-anchor': anchor, 'font-size': '12', fill: INK }, text);

/**
 * The chart as static SVG (shapes and text only, so it passes the sanitiser and renders on the
 * public site without script). Built with DOM calls: labels are text nodes, never markup.
 */
export function buildBarChartSvg(doc: Document, chart: ChartData): SVGSVGElement {
  const layout = layoutBarChart(chart);
  const name = `柱状图：${chart.series.map((s) => s.name).join('、')}`;
  const svg = el(doc, 'svg', {
    xmlns: SVG_NS,
    viewBox: `0 0 ${layout.width} ${layout.height}`,
    width: layout.width,
    height: layout.height,
    role: 'img',
    'aria-label': name,
  }) as SVGSVGElement;
  svg.append(el(doc, 'title', {}, name));
  const g = el(doc, 'g', {});
  const { plot } = layout;
  for (const tick of layout.ticks) {
    g.append(el(doc, 'line', { x1: plot.left, y1: tick.y, x2: plot.right, y2: tick.y, stroke: '#eeeeee', 'stroke-width': '1' }));
    g.append(label(doc, plot.left - 6, tick.y + 4, tick.label, 'end'));
  }
  g.append(el(doc, 'line', { x1: plot.left, y1: layout.baseline, x2: plot.right, y2: layout.baseline, stroke: AXIS, 'stroke-width': '1' }));
  for (const bar of layout.bars) {
    const rect = el(doc, 'rect', { x: bar.x, y: bar.y, width: bar.width, height: bar.height, fill: seriesColor(bar.series) });
    rect.append(el(doc, 'title', {}, bar.label));
    g.append(rect);
  }
  for (const c of layout.categories) g.append(label(doc, c.x, plot.bottom + 18, c.label));
  for (const item of layout.legend) {
    g.append(el(doc, 'rect', { x: item.x, y: item.y - 10, width: 10, height: 10, fill: seriesColor(item.series) }));
    g.append(label(doc, item.x + 14, item.y, item.label, 'start'));
  }
  svg.append(g);
  return svg;
}
