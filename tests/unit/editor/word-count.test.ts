import { describe, expect, it } from 'vitest';
import { acceptsChange, countWords, wordCounterText } from '../../../src/domain/editor/word-count';
import { EDITOR_LIMITS } from '../../../src/domain/editor/editor-constants';

describe('word count', () => {
  it('counts visible characters, Chinese and Latin alike', () => {
    expect(countWords('装修公司')).toBe(4);
    expect(countWords('abc 123')).toBe(6);
    expect(countWords('😀表情')).toBe(3);
  });

  it('ignores whitespace, line breaks and non-breaking spaces', () => {
    expect(countWords('  a\n\nb\t\u00a0\u00a0\u00a0\u00a0c  ')).toBe(3);
    expect(countWords('')).toBe(0);
  });

  it('reads 字数 N/10000', () => {
    expect(EDITOR_LIMITS.wordLimit).toBe(10000);
    expect(wordCounterText(12)).toBe('字数 12/10000');
    expect(wordCounterText(3, 50)).toBe('字数 3/50');
  });

  it('refuses a change that goes over the limit, allows one that shortens an over-long text', () => {
    expect(acceptsChange(9999, 10000)).toBe(true);
    expect(acceptsChange(9999, 10001)).toBe(false);
    expect(acceptsChange(12000, 11990)).toBe(true);
    expect(acceptsChange(12000, 12001)).toBe(false);
    expect(acceptsChange(10, 21, 20)).toBe(false);
  });
});
