import { describe, expect, it } from 'vitest';
import { TABLE_LIMITS } from '../../../src/domain/editor/editor-constants';
import {
  DEFAULT_TABLE_SIZE,
  canAddColumns,
  canAddRows,
  clampTableSize,
  pickerGrid,
} from '../../../src/domain/editor/table-limits';

describe('table limits', () => {
  it('inserts 5 by 5 by default', () => expect(DEFAULT_TABLE_SIZE).toEqual({ rows: 5, columns: 5 }));

  it('clamps to 20 columns and 100 rows, and at least 1 by 1', () => {
    expect(clampTableSize({ rows: 150, columns: 30 })).toEqual({ rows: 100, columns: 20 });
    expect(clampTableSize({ rows: 0, columns: -3 })).toEqual({ rows: 1, columns: 1 });
    expect(clampTableSize({ rows: 7.8, columns: Number.NaN })).toEqual({ rows: 7, columns: 1 });
    expect(clampTableSize({ rows: 100, columns: 20 })).toEqual({ rows: 100, columns: 20 });
  });

  it('shows a 10 by 10 picker that grows past the hovered cell up to 20 by 20', () => {
    expect(pickerGrid(null)).toEqual({ rows: 10, columns: 10 });
    expect(pickerGrid({ rows: 3, columns: 4 })).toEqual({ rows: 10, columns: 10 });
    expect(pickerGrid({ rows: 10, columns: 12 })).toEqual({ rows: 11, columns: 13 });
    expect(pickerGrid({ rows: 20, columns: 20 })).toEqual({ rows: 20, columns: 20 });
  });

  it('refuses rows beyond 100 and columns beyond 20', () => {
    expect(canAddRows(99)).toBe(true);
    expect(canAddRows(100)).toBe(false);
    expect(canAddColumns(19)).toBe(true);
    expect(canAddColumns(20)).toBe(false);
    expect(canAddRows(98, 3)).toBe(false);
  });

  it('aligns cells to the top', () => expect(TABLE_LIMITS.verticalAlign).toBe('top'));
});
