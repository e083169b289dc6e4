import { TABLE_LIMITS } from './editor-constants';

export interface TableSize {
  rows: number;
  columns: number;
}

const clamp = (n: number, max: number) => Math.min(max, Math.max(1, Math.floor(Number.isFinite(n) ? n : 1)));

/** A requested size brought within the hard limits (20 columns by 100 rows). */
export function clampTableSize(size: TableSize): TableSize {
  return { rows: clamp(size.rows, TABLE_LIMITS.maxRows), columns: clamp(size.columns, TABLE_LIMITS.maxColumns) };
}

export const DEFAULT_TABLE_SIZE: TableSize = {
  rows: TABLE_LIMITS.defaultRows,
  columns: TABLE_LIMITS.defaultColumns,
};

/**
 * The picker's visible grid: 10 by 10 at first, growing one step past the hovered cell so the
 * user can reach further, never beyond 20 by 20.
 */
export function pickerGrid(hover: TableSize | null): TableSize {
  const rows = Math.max(TABLE_LIMITS.pickerDefaultRows, (hover?.rows ?? 0) + 1);
  const columns = Math.max(TABLE_LIMITS.pickerDefaultColumns, (hover?.columns ?? 0) + 1);
  return { rows: Math.min(rows, TABLE_LIMITS.pickerMaxRows), columns: Math.min(columns, TABLE_LIMITS.pickerMaxColumns) };
}

export const canAddRows = (current: number, count = 1) => current + count <= TABLE_LIMITS.maxRows;
export const canAddColumns = (current: number, count = 1) => current + count <= TABLE_LIMITS.maxColumns;

/** Why a row or column cannot be added, in the user's words. */
export const ROW_LIMIT_MESSAGE = `表格最多 ${TABLE_LIMITS.maxRows} 行`;
export const COLUMN_LIMIT_MESSAGE = `表格最多 ${TABLE_LIMITS.maxColumns} 列`;
