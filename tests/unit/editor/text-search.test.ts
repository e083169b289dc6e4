import { describe, expect, it } from 'vitest';
import { findOccurrences, matchStatusText, stepMatch } from '../../../src/domain/editor/text-search';

describe('findOccurrences', () => {
  it('finds every non-overlapping occurrence', () => {
    expect(findOccurrences('装修装修装修', '装修')).toEqual([[0, 2], [2, 4], [4, 6]]);
    expect(findOccurrences('aaaa', 'aa')).toEqual([[0, 2], [2, 4]]);
  });
  it('ignores case unless asked not to', () => {
    expect(findOccurrences('Tile tile TILE', 'tile')).toEqual([[0, 4], [5, 9], [10, 14]]);
    expect(findOccurrences('Tile tile TILE', 'tile', true)).toEqual([[5, 9]]);
  });
  it('matches exactly, at offsets in the original text, when lower-casing would change a length', () => {
    // 'İ' lower-cases to two code units ('i' and a combining dot).
    expect(findOccurrences('İstanbul', 'stan')).toEqual([[1, 5]]);
    expect(findOccurrences('İstanbul', 'STAN')).toEqual([]);
    expect(findOccurrences('i\u0307x', 'İ')).toEqual([]);
  });
  it('finds nothing for an empty query or no match', () => {
    expect(findOccurrences('abc', '')).toEqual([]);
    expect(findOccurrences('abc', 'x')).toEqual([]);
  });
});

describe('stepping through matches', () => {
  it('wraps around in both directions', () => {
    expect(stepMatch(-1, 3, 1)).toBe(0);
    expect(stepMatch(-1, 3, -1)).toBe(2);
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(1, 3, 1)).toBe(2);
    expect(stepMatch(5, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, 1)).toBe(1);
    expect(stepMatch(3, 3, 1)).toBe(0); // a current match past the end (fewer matches now) restarts
    expect(stepMatch(0, 0, 1)).toBe(-1);
  });
  it('describes where the user is', () => {
    expect(matchStatusText(0, 0)).toBe('未找到匹配内容');
    expect(matchStatusText(1, 4)).toBe('第 2 个，共 4 个');
    expect(matchStatusText(0, 4)).toBe('第 1 个，共 4 个');
    expect(matchStatusText(-1, 4)).toBe('共 4 个匹配');
  });
});
