import { describe, expect, it } from 'vitest';
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, filterStyle, isSafeUrl } from '../../../src/domain/editor/html-policy';

describe('allow-list', () => {
  it('lists no tag or attribute that can run script', () => {
    for (const tag of ['script', 'style', 'object', 'embed', 'form', 'base', 'meta', 'link', 'math', 'foreignobject', 'use'])
      expect(ALLOWED_TAGS).not.toContain(tag);
    expect((ALLOWED_ATTRIBUTES as readonly string[]).filter((a) => a.startsWith('on') || a === 'srcdoc' || a === 'formaction')).toEqual([]);
  });
});

describe('filterStyle', () => {
  it('keeps allowed properties in canonical form', () => {
    expect(filterStyle('COLOR:#f00;text-align:center')).toBe('color: #f00; text-align: center;');
    expect(filterStyle('color: rgb(1, 2, 3) !important;')).toBe('color: rgb(1, 2, 3);');
  });
  it('allows per element only what the editor keeps', () => {
    expect(filterStyle('color: red; border: 1px solid red; vertical-align: top', 'span')).toBe('color: red;');
    expect(filterStyle('border: 1px solid red; vertical-align: top; background-color: #eee', 'td')).toBe('vertical-align: top; background-color: #eee;');
    expect(filterStyle('width: 90px; color: red', 'col')).toBe('width: 90px;');
    expect(filterStyle('color: red', 'img')).toBe('');
    expect(filterStyle('color: red', 'a')).toBe('');
  });
  it('drops unknown properties and unsafe values', () => {
    expect(filterStyle('position: fixed; color: red')).toBe('color: red;');
    expect(filterStyle('width: expression(alert(1))')).toBe('');
    expect(filterStyle('background-color: url(javascript:alert(1))')).toBe('');
    expect(filterStyle('font-family: "x"; color: blue')).toBe('color: blue;');
    expect(filterStyle('color: e\\78 pression(1)')).toBe('');
    expect(filterStyle('color: red /* x */')).toBe('');
    expect(filterStyle('color: red; } body { color: blue')).toBe('color: red;');
    expect(filterStyle('color: !important; text-align: left')).toBe('text-align: left;');
  });
});

describe('isSafeUrl', () => {
  it('allows web, mail, phone and relative links', () => {
    for (const url of ['https://a.cn', 'http://a.cn/x?y#z', 'mailto:a@b.cn', 'tel:123', '/a', 'a/b.html', '#top', '?q=1', '//a.cn/x'])
      expect(isSafeUrl('link', url)).toBe(true);
  });
  it('refuses script, data and unknown schemes, even disguised', () => {
    for (const url of ['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:x', '\u0001javascript:x', 'vbscript:x', 'data:text/html,x', 'file:///etc/passwd', ''])
      expect(isSafeUrl('link', url)).toBe(false);
  });
  it('allows inline raster images only', () => {
    expect(isSafeUrl('image', 'data:image/png;base64,iVBORw0KGgo=')).toBe(true);
    expect(isSafeUrl('image', 'data:image/svg+xml;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeUrl('image', 'data:text/html;base64,PHN2Zz4=')).toBe(false);
    expect(isSafeUrl('image', '/uploads/a.png')).toBe(true);
    for (const kind of ['link', 'media', 'frame'] as const) expect(isSafeUrl(kind, 'data:image/png;base64,iVBORw0KGgo=')).toBe(false);
  });
  it('allows mail and phone addresses in links only', () => {
    for (const kind of ['image', 'media', 'frame'] as const) {
      expect(isSafeUrl(kind, 'mailto:a@b.cn')).toBe(false);
      expect(isSafeUrl(kind, 'tel:123')).toBe(false);
    }
  });
  it('allows frames from the web only', () => {
    expect(isSafeUrl('frame', 'https://player.example.com/1')).toBe(true);
    expect(isSafeUrl('frame', '/local')).toBe(false);
    expect(isSafeUrl('frame', 'javascript:alert(1)')).toBe(false);
  });
});
