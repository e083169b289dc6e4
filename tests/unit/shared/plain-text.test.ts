import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, plainText } from '../../../src/domain/common/schema';
import { STRONG_PASSWORD, noSpecial } from '../../../src/domain/common/password';

const hex = (c: string) => `U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

describe('text a person types (plain text)', () => {
  it.each(['', 'abc', '绿城 桂花园', 'a-b_c.d', '\u00A0', '\u200A', '\u2065', '😀', 'x\uD83D\uDE00y'])('takes %j', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });

  it.each([
    '\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u000E', '\u001B', '\u001F', '\u007F', '\u0085', '\u009F',
    '\u061C', '\u200B', '\u200D', '\u200E', '\u200F', '\u2028', '\u2029', '\u202A', '\u202E',
    '\u2060', '\u2064', '\u2066', '\u2069', '\uFEFF',
  ])('refuses %s, alone or inside a word', (c) => {
    expect(hasControlCharacters(c), hex(c)).toBe(true);
    expect(hasControlCharacters(`ab${c}cd`), hex(c)).toBe(true);
    expect(hasControlCharacters(`ab${c}cd`, true), hex(c)).toBe(true);
  });

  it('refuses a lone half of a surrogate pair, wherever it stands', () => {
    for (const text of ['\uD800', 'a\uD83D', '\uD83Db', '\uDC00', 'a\uDE00', '\uDE00\uD83D']) expect(hasControlCharacters(text), JSON.stringify(text)).toBe(true);
  });

  it('takes line breaks and tabs only in a multi-line field', () => {
    for (const c of ['\n', '\r', '\t']) {
      expect(hasControlCharacters(`a${c}b`), hex(c)).toBe(true);
      expect(hasControlCharacters(`a${c}b`, true), hex(c)).toBe(false);
    }
  });

  it("is a schema rule with the catalogue's message, single-line unless told", () => {
    const single = v.pipe(v.string(), plainText());
    const multi = v.pipe(v.string(), plainText(true));
    const own = v.pipe(v.string(), plainText(false, 'own words'));
    expect(v.safeParse(single, 'a\nb').issues?.[0].message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(v.safeParse(single, 'ab').success).toBe(true);
    expect(v.safeParse(multi, 'a\nb').success).toBe(true);
    expect(v.safeParse(multi, 'a\u0000b').success).toBe(false);
    expect(v.safeParse(own, 'a\tb').issues?.[0].message).toBe('own words');
  });
});

describe('passwords', () => {
  it.each([
    ['Abcdefg1', true],
    ['Abcdefghij1234567890', true],
    ['Abcdefghij12345678901', false],
    ['Abcdef1', false],
    ['abcdefg1', false],
    ['ABCDEFG1', false],
    ['Abcdefgh', false],
    ['Abcdefg1!', false],
    ['Abcd efg1', false],
  ])('%s is strong: %s', (password, strong) => expect(STRONG_PASSWORD.test(password)).toBe(strong));

  it('refuses any character other than letters and digits', () => {
    const schema = v.pipe(v.string(), noSpecial('no special'));
    expect(v.safeParse(schema, 'Abc123').success).toBe(true);
    for (const text of ['Abc 123', 'Abc_123', 'Abc１23', '密码Abc1']) expect(v.safeParse(schema, text).issues?.[0].message, text).toBe('no special');
  });
});
