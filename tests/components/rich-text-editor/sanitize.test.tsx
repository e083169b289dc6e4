import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeInlineHtml } from '../../../src/ui/components/rich-text-editor/sanitize';
import { PLAYER_SANDBOX } from '../../../src/ui/components/rich-text-editor/video-hosts';
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
    expect(sanitizeHtml('<iframe src="/local/page"></iframe>')).toBe('');
  });

  it('returns an empty string for empty input', () => expect(sanitizeHtml('')).toBe(''));
});

describe('player frames (issue 43: only players of the allowed video hosts, sandboxed)', () => {
  // ALLOWED_MARKUP allows player.example.com, as the build setting VITE_VIDEO_HOSTS does in the app.
  const player = '<iframe src="https://player.example.com/embed/7" width="420" height="280"></iframe>';

  it('keeps a player of an allowed host, sandboxed', () => {
    const frame = new DOMParser().parseFromString(sanitizeHtml(player), 'text/html').querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://player.example.com/embed/7');
    expect(frame?.getAttribute('sandbox')).toBe(PLAYER_SANDBOX);
  });

  it('replaces a sandbox the body brings with its own', () => {
    const out = sanitizeHtml('<iframe src="https://player.example.com/embed/7" sandbox="allow-top-navigation allow-forms"></iframe>');
    expect(out).toContain(`sandbox="${PLAYER_SANDBOX}"`);
    expect(out).not.toContain('allow-top-navigation');
  });

  it.each([
    ['a third-party page', '<iframe src="https://evil.example.net/phish"></iframe>'],
    ['an allowed player over http (the production CSP blocks it: issue 55 item 5)', '<iframe src="http://player.example.com/embed/7"></iframe>'],
    ['a host that only ends like an allowed one', '<iframe src="https://player.example.com.evil.net/embed/1"></iframe>'],
    ['user info before a foreign host', '<iframe src="https://player.example.com@evil.net/embed/1"></iframe>'],
    ['a javascript: frame', '<iframe src="javascript:alert(1)"></iframe>'],
    ['a data: frame', '<iframe src="data:text/html,<script>alert(1)</script>"></iframe>'],
    ['a srcdoc frame', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
    ['a frame without an address', '<iframe></iframe>'],
    ['a protocol-relative foreign frame', '<iframe src="//evil.net/x"></iframe>'],
    ['a frame inside other markup', '<p>文字<iframe src="https://evil.net/x"></iframe></p>'],
  ])('drops %s', (_what, html) => {
    const out = sanitizeHtml(html);
    expect(out).not.toMatch(/<iframe/i);
  });

  it.each(XSS_PAYLOADS.filter((payload) => /<iframe/i.test(payload)))('leaves no frame of a public XSS list but a sandboxed player: %s', (payload) => {
    for (const frame of new DOMParser().parseFromString(sanitizeHtml(payload), 'text/html').querySelectorAll('iframe')) {
      expect(new URL(frame.getAttribute('src') ?? '', 'https://x.invalid').hostname).toBe('player.example.com');
      expect(frame.getAttribute('sandbox')).toBe(PLAYER_SANDBOX);
      expect(frame.hasAttribute('srcdoc')).toBe(false);
    }
  });
});

describe('inline message HTML (spec 1 §8: error messages may hold HTML)', () => {
  it('keeps inline formatting', () => {
    expect(sanitizeInlineHtml('<b>粗体</b>消息')).toBe('<b>粗体</b>消息');
    expect(sanitizeInlineHtml('<span style="color: red;">红</span><br><i>斜</i>')).toBe('<span style="color: red;">红</span><br><i>斜</i>');
  });

  it('drops what is not inline formatting and keeps its text', () => {
    expect(sanitizeInlineHtml('<p>段落</p><a href="https://evil.net">链接</a><img src="x" onerror="alert(1)"><iframe src="https://player.example.com/e"></iframe><script>alert(1)</script>'))
      .toBe('段落链接');
    expect(sanitizeInlineHtml('<b onclick="alert(1)">粗体</b>')).toBe('<b>粗体</b>');
  });
});

describe('links (issue 60: no reverse tab-nabbing)', () => {
  const relOf = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = sanitizeHtml(html);
    return template.content.querySelector('a')?.getAttribute('rel') ?? null;
  };

  it('never keeps opener', () => {
    expect(relOf('<a href="https://example.com" rel="opener">x</a>')).toBeNull();
    expect(relOf('<a href="https://example.com" rel="nofollow OPENER">x</a>')).toBe('nofollow');
  });

  it('gives a link that opens a new tab noopener noreferrer, whatever rel it brought', () => {
    for (const rel of ['', ' rel="opener"', ' rel="noreferrer"', ' rel="external opener"']) {
      const tokens = relOf(`<a href="https://example.com" target="_blank"${rel}>x</a>`)?.split(' ') ?? [];
      expect(tokens, rel).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
      expect(tokens, rel).not.toContain('opener');
    }
  });

  it('is stable: a second pass changes nothing', () => {
    const once = sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>');
    expect(sanitizeHtml(once)).toBe(once);
  });
});
