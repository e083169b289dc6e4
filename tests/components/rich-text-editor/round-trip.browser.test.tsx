import { describe, expect, it } from 'vitest';
import { createEditor } from 'lexical';
import { createInitialConfig } from '../../../src/ui/components/rich-text-editor/editor-config';
import { $getHtml, $setHtml } from '../../../src/ui/components/rich-text-editor/html-io';
import { ALLOWED_MARKUP } from './allowed-markup';

/** Loads HTML into a real Lexical editor (the editor's own config) and writes it back out. */
function roundTrip(html: string): string {
  const { namespace, nodes, theme, html: htmlConfig } = createInitialConfig((error) => {
    throw error;
  });
  const editor = createEditor({ namespace, nodes, theme, html: htmlConfig, onError: (error) => { throw error; } });
  editor.update(() => $setHtml(editor, html), { discrete: true });
  return editor.getEditorState().read(() => $getHtml(editor));
}

/**
 * Allowed markup whose stored form differs only in notation, not content: the editor writes
 * <strong>/<em>, hex colours, alt on every image, thead rows into tbody, cell alignment onto
 * the cell's paragraph, and top vertical alignment on every cell (spec 2: tables align top).
 */
const CANONICAL: Record<string, string> = {
  '<p><b>b</b><i>i</i><sub>2</sub><sup>3</sup><code>const a = 1;</code></p>':
    '<p><strong>b</strong><em>i</em><sub>2</sub><sup>3</sup><code>const a = 1;</code></p>',
  '<p><span style="color: rgb(53, 152, 219); background-color: #fbeeb8;">彩色</span></p>':
    '<p><span style="color: #3598db; background-color: #fbeeb8;">彩色</span></p>',
  '<p><img src="data:image/png;base64,iVBORw0KGgo="></p>': '<p><img src="data:image/png;base64,iVBORw0KGgo=" alt=""></p>',
  '<table><tbody><tr><th>项目</th><th>价格</th></tr><tr><td>地板</td><td>120</td></tr></tbody></table>':
    '<table><tbody><tr><th style="vertical-align: top;">项目</th><th style="vertical-align: top;">价格</th></tr><tr><td style="vertical-align: top;">地板</td><td style="vertical-align: top;">120</td></tr></tbody></table>',
  '<table><thead><tr><th>a</th></tr></thead><tbody><tr><td style="vertical-align: top;">b</td></tr></tbody></table>':
    '<table><tbody><tr><th style="vertical-align: top;">a</th></tr><tr><td style="vertical-align: top;">b</td></tr></tbody></table>',
  '<table><colgroup><col style="width: 92px;"><col style="width: 120px;"></colgroup><tbody><tr><td>1</td><td>2</td></tr></tbody></table>':
    '<table><colgroup><col style="width: 92px;"><col style="width: 120px;"></colgroup><tbody><tr><td style="vertical-align: top;">1</td><td style="vertical-align: top;">2</td></tr></tbody></table>',
  '<table><tbody><tr><td colspan="2" rowspan="1">合并</td></tr></tbody></table>':
    '<table><tbody><tr><td colspan="2" style="vertical-align: top;">合并</td></tr></tbody></table>',
  '<table><tbody><tr><td style="text-align: center; background-color: #fdf6e3; width: 120px;">c</td></tr></tbody></table>':
    '<table><tbody><tr><td style="width: 120px; background-color: #fdf6e3; vertical-align: top;"><p style="text-align: center;">c</p></td></tr></tbody></table>',
};

describe('HTML round trip through Lexical', () => {
  it.each(ALLOWED_MARKUP)('keeps %s', (html) => {
    const once = roundTrip(html);
    expect(once).toBe(CANONICAL[html] ?? html);
    // The stored form is stable: loading it again gives it back unchanged.
    expect(roundTrip(once)).toBe(once);
  });

  it('keeps a chart exactly (data and drawing)', () => {
    const chart = ALLOWED_MARKUP.find((h) => h.startsWith('<figure'))!;
    const once = roundTrip(chart);
    expect(once).toContain('data-chart="{&quot;categories&quot;:[&quot;一月&quot;]');
    expect(new DOMParser().parseFromString(once, 'text/html').querySelectorAll('svg rect').length).toBeGreaterThanOrEqual(2);
    expect(roundTrip(once)).toBe(once);
  });

  it('drops what the policy does not allow while keeping the text', () => {
    expect(roundTrip('<div onclick="x()"><font color="red">文字</font><script>x()</script></div>')).toBe('<p>文字</p>');
    expect(roundTrip('<p><a href="javascript:alert(1)">链接</a></p>')).toBe('<p>链接</p>');
  });

  it('writes an empty document as an empty string', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p><br></p>')).toBe('');
  });
});
