import { EDITOR_LIMITS } from './editor-constants';

/**
 * The editor's word count: every visible character (code point), as Chinese editors count
 * 字数; whitespace, including the non-breaking spaces Tab inserts and line breaks between
 * paragraphs, does not count.
 */
export function countWords(text: string): number {
  let n = 0;
  for (const ch of text) if (!/\s/u.test(ch)) n += 1;
  return n;
}

export const wordCounterText = (count: number, limit: number = EDITOR_LIMITS.wordLimit) => `字数 ${count}/${limit}`;

/**
 * Whether a change may stand: it is refused when it takes the count over the limit and makes
 * it larger (a document already over the limit, say an old article, can still be shortened).
 */
export function acceptsChange(before: number, after: number, limit: number = EDITOR_LIMITS.wordLimit): boolean {
  return after <= limit || after <= before;
}
