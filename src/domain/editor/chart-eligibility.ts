/** A table as the chart rule sees it: rows of cells, each with its text and header flag. */
export interface ChartTableCell {
  text: string;
  header: boolean;
  /** Cells spanning more than one row or column make the grid ambiguous. */
  merged?: boolean;
}

export interface ChartSeries {
  name: string;
  values: number[];
}

/** Categories come from the header row, one series per body row (named by its header cell). */
export interface ChartData {
  categories: string[];
  series: ChartSeries[];
}

export type ChartEligibility = { eligible: true; chart: ChartData } | { eligible: false; reason: string };

// Thousands separators and a trailing percent sign are common in pasted figures.
const NUMBER = /^[-+]?(\d+|\d{1,3}(,\d{3})+)(\.\d+)?%?$/;
const toNumber = (text: string) => Number(text.replace(/[,%]/g, ''));
const no = (reason: string): ChartEligibility => ({ eligible: false, reason });

function shapeProblem(rows: ChartTableCell[][]): string | null {
  const columns = rows[0]?.length ?? 0;
  if (rows.length < 2 || columns < 2) return '生成图表需要至少 2 行 2 列的表格';
  if (rows.some((r) => r.length !== columns || r.some((c) => c.merged))) return '表格不能包含合并的单元格';
  if (!rows[0].every((c) => c.header)) return '表格第一行必须是标题行';
  if (!rows.every((r) => r[0].header)) return '表格第一列必须是标题列';
  return null;
}

/**
 * Spec 2 section 1: a chart needs at least 2 rows and 2 columns, a header row, a header first
 * column and numeric body cells. The reason is returned so the action can explain itself.
 */
export function checkChartEligibility(rows: ChartTableCell[][]): ChartEligibility {
  const problem = shapeProblem(rows);
  if (problem) return no(problem);
  for (let r = 1; r < rows.length; r += 1)
    for (let c = 1; c < rows[r].length; c += 1) {
      const text = rows[r][c].text.trim();
      if (!NUMBER.test(text)) return no(`第 ${r + 1} 行第 ${c + 1} 列的内容${text ? `“${text}”` : '为空，'}不是数字`);
    }
  return {
    eligible: true,
    chart: {
      categories: rows[0].slice(1).map((c) => c.text.trim()),
      series: rows.slice(1).map((r) => ({
        name: r[0].text.trim(),
        values: r.slice(1).map((c) => toNumber(c.text.trim())),
      })),
    },
  };
}

/** A chart read back from stored HTML is trusted only if it has the right shape. */
export function parseChartData(value: unknown): ChartData | null {
  if (typeof value !== 'object' || value === null) return null;
  const { categories, series } = value as Record<string, unknown>;
  if (!Array.isArray(categories) || !categories.every((c) => typeof c === 'string')) return null;
  if (!Array.isArray(series) || series.length === 0) return null;
  const valid = series.every(
    (s) =>
      typeof s?.name === 'string' &&
      Array.isArray(s.values) &&
      s.values.length === categories.length &&
      s.values.every((v: unknown) => typeof v === 'number' && Number.isFinite(v)),
  );
  return valid ? { categories: [...categories], series: series.map((s) => ({ name: s.name, values: [...s.values] })) } : null;
}
