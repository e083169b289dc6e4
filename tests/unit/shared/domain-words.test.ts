import { describe, expect, it } from 'vitest';

/**
 * The words the domain and the use cases give the screens: every message, label, title, placeholder and text
 * constant, and the label of each entry of an option list. A blank one would show the merchant
 * nothing where the spec says something (a refusal without a reason, a button without a name).
 */
const modules = import.meta.glob<Record<string, unknown>>(['../../../src/domain/**/*.ts', '../../../src/application/**/*.ts'], { eager: true });

const WORDS = /(MESSAGES?|LABELS?|TEXT|TITLE|PLACEHOLDER|HINT|QUESTION)$/;

function wordsOf(value: unknown, path: string): [string, unknown][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => wordsOf(item, `${path}[${i}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => (typeof item === 'function' ? [] : wordsOf(item, `${path}.${key}`)));
  return [];
}

/** The labels of option lists: arrays of objects with a `label`. */
function labelsOf(value: unknown, path: string): [string, unknown][] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item, i) =>
    typeof item === 'object' && item !== null && 'label' in item ? [[`${path}[${i}].label`, (item as { label: unknown }).label] as [string, unknown]] : [],
  );
}

const words = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports).flatMap(([name, value]) => {
    const at = `${file.replace(/^(\.\.\/)+/, '')} ${name}`;
    return [...(WORDS.test(name) ? wordsOf(value, at) : []), ...labelsOf(value, at)];
  }),
);

describe("the domain's and the use cases' words", () => {
  it('are found in the message, label and option tables', () => {
    expect(Object.keys(modules).length).toBeGreaterThan(200);
    expect(words.length).toBeGreaterThan(200);
  });

  it('are never blank', () => {
    const blank = words.filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([path]) => path);
    expect(blank).toEqual([]);
  });
});
