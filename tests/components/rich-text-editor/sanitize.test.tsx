import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../../src/ui/components/rich-text-editor/sanitize';
import { XSS_PAYLOADS } from './xss-payloads';
import { ALLOWED_MARKUP } from './allowed-markup';

const URL_ATTRIBUTES = ['href', 'src', 'action', 'formaction', 'data', 'poster', 'background', 'xlink:href', 'srcset', 'lowsrc', 'dynsrc', 'code'];
const DANGEROUS_ELEMENTS = 'script, style, object, embed, applet, base, meta, link, form, input, button, frame, frameset, math, template, noscript, foreignObject, use, animate, set, area, map';
// Whitespace and control characters browsers ignore inside a URL scheme.
// eslint-disable-next-line no-control-regex
const squeeze = (v: string) => v.replace(/[\u0000-\u0020\u007f-\u009f]+/g, '').toLowerCase();

/** Every way the output could still run script, as a list of findings (empty means safe). */
function executableContent(html: string): string[] {
  const findings: string[] = [];
  if (/<script/i.test(html)) findings.push('a <script tag');
  const template = document.createElement('template');
  template.innerHTML = html;
  for (const el of template.content.querySelectorAll(DANGEROUS_ELEMENTS)) findings.push(`element <${el.localName}>`);
  for (const el of template.content.querySelectorAll('*')) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      const value = squeeze(attr.value);
      if (name.startsWith('on')) findings.push(`event handler ${name}`);
      if (name === 'srcdoc') findings.push('srcdoc');
      if (URL_ATTRIBUTES.includes(name) && /^(javascript|vbscript|data:text\/html|data:image\/svg)/.test(value))
        findings.push(`${name}=${attr.value}`);
      if (name === 'style' && /expression|url\(|behavior|binding|javascript/.test(value)) findings.push(`style ${attr.value}`);
    }
  }
  return findings;
}

describe('sanitiser against known XSS payloads', () => {
  it('has a corpus of at least 100 payloads', () => expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(100));

  it.each(XSS_PAYLOADS.map((p, i) => [i + 1, p]))('payload %i leaves nothing executable: %s', (_, payload) => {
    const once = sanitizeHtml(payload);
    expect(executableContent(once)).toEqual([]);
    // Sanitising is stable: a second pass (output filter after input filter) finds nothing new.
    expect(sanitizeHtml(once)).toBe(once);
  });
});

describe('sanitiser keeps allowed markup', () => {
  it.each(ALLOWED_MARKUP)('%s', (html) => {
    expect(sanitizeHtml(html)).toBe(html);
  });
});

describe('sanitiser details', () => {
  it('keeps the harmless part of a style and drops the rest', () => {
    expect(sanitizeHtml('<p style="color: red; position: fixed; background-image: url(x)">x</p>')).toBe(
      '<p style="color: red;">x</p>',
    );
  });

  it('unwraps unknown tags but keeps their text, and removes script content entirely', () => {
    expect(sanitizeHtml('<div><font color="red">文字</font></div><script>steal()</script>')).toBe('文字');
  });

  it('keeps safe links and images, removes unsafe addresses only', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)" title="t">x</a>')).toBe('<a title="t">x</a>');
    expect(sanitizeHtml('<img src="data:text/html,x" alt="a">')).toBe('<img alt="a">');
    expect(sanitizeHtml('<iframe src="/local/page"></iframe>')).toBe('<iframe></iframe>');
  });

  it('returns an empty string for empty input', () => expect(sanitizeHtml('')).toBe(''));
});
