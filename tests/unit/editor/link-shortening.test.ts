import { describe, expect, it } from 'vitest';
import { normaliseLinkUrl, shortenLink } from '../../../src/domain/editor/link-shortening';

describe('shortenLink', () => {
  it('keeps addresses of up to 30 characters', () => {
    const thirty = 'https://example.com/abcdefghij'; // 30
    expect(thirty).toHaveLength(30);
    expect(shortenLink(thirty)).toBe(thirty);
    expect(shortenLink('')).toBe('');
  });

  it('shortens longer addresses to the first 20 characters and an ellipsis', () => {
    const long = 'https://example.com/abcdefghijk'; // 31
    expect(shortenLink(long)).toBe('https://example.com/…');
    expect(shortenLink('https://www.tujiawang.com/articles/2024/very-long-title')).toBe('https://www.tujiawan…');
  });

  it('counts Chinese characters as one each', () => {
    const url = `https://a.cn/${'装修'.repeat(10)}`; // 13 + 20 = 33 code points
    expect(shortenLink(url)).toBe('https://a.cn/装修装修装修装…');
  });
});

describe('normaliseLinkUrl', () => {
  it('keeps web, mail, phone and relative addresses', () => {
    for (const url of ['https://a.com', 'http://a.com/x', 'mailto:a@b.cn', 'tel:13800000001', '/articles/1', '#top'])
      expect(normaliseLinkUrl(url)).toBe(url);
  });
  it('adds https:// to a bare host', () => expect(normaliseLinkUrl(' www.a.com ')).toBe('https://www.a.com'));
  it('refuses script and data addresses and empty input', () => {
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'vbscript:x', '  '])
      expect(normaliseLinkUrl(url)).toBeNull();
  });
});
