import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from '@testing-library/react';
import { $generateHtmlFromNodes } from '@lexical/html';
import { $getRoot, $isElementNode, $isTextNode, type LexicalEditor, type LexicalNode, createEditor } from 'lexical';
import { $isTableNode } from '@lexical/table';
import { createInitialConfig } from '../../../src/ui/components/rich-text-editor/editor-config';
import { cleanExportedHtml } from '../../../src/ui/components/rich-text-editor/clean-html';
import { sanitizeHtml } from '../../../src/ui/components/rich-text-editor/sanitize';
import { $getHtml, $hasContent, $setHtml } from '../../../src/ui/components/rich-text-editor/html-io';
import { HtmlPieces } from '../../../src/ui/components/rich-text-editor/html-pieces';
import { renderEditor } from './editor-harness';
import { ALLOWED_MARKUP } from './allowed-markup';
import { XSS_PAYLOADS } from './xss-payloads';

// Every piece written out goes through the clean-up once: counting its calls counts the pieces.
vi.mock('../../../src/ui/components/rich-text-editor/clean-html', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../src/ui/components/rich-text-editor/clean-html')>();
  return { ...actual, cleanExportedHtml: vi.fn(actual.cleanExportedHtml) };
});
const cleanups = vi.mocked(cleanExportedHtml);

function headlessEditor(html: string): LexicalEditor {
  const { namespace, nodes, theme, html: htmlConfig } = createInitialConfig((error) => {
    throw error;
  });
  const editor = createEditor({ namespace, nodes, theme, html: htmlConfig, onError: (error) => { throw error; } });
  editor.update(() => $setHtml(editor, html), { discrete: true });
  return editor;
}

/** The document as the editor wrote it before issue 48's change: the whole export at once. */
const oneShot = (editor: LexicalEditor) =>
  editor.read(() => ($hasContent() ? sanitizeHtml(cleanExportedHtml($generateHtmlFromNodes(editor, null))) : ''));

const inPieces = (editor: LexicalEditor, pieces = new HtmlPieces()) => editor.read(() => $getHtml(editor, pieces));

/** A rows x columns table with a header row, a merged cell, colours and formatting in its cells. */
function bigTable(rows: number, columns: number): string {
  const cell = (r: number, c: number) => {
    if (r === 0) return `<th>列${c}</th>`;
    if (r === 1 && c === 0) return '<td colspan="2" style="background-color: #fdf6e3;">合并</td>';
    if (r === 1 && c === 1) return '';
    return `<td style="width: 92px;"><strong>${r}</strong>-<span style="color: #e03e2d;">${c}</span></td>`;
  };
  const body = Array.from({ length: rows }, (_, r) => `<tr>${Array.from({ length: columns }, (_, c) => cell(r, c)).join('')}</tr>`);
  const cols = Array.from({ length: columns }, () => '<col style="width: 92px;">').join('');
  return `<table><colgroup>${cols}</colgroup><tbody>${body.join('')}</tbody></table>`;
}

const LONG_DOCUMENT = [
  '<h2 style="text-align: center;">标题</h2>',
  '<p>客厅采用北欧原木风格，<strong>地面</strong>铺设浅色实木复合地板。</p>',
  bigTable(20, 20),
  '<ul><li>第一项</li><li>第二项<ul><li>内层</li></ul></li></ul>',
  '<p>结尾</p>',
].join('');

beforeEach(() => cleanups.mockClear());
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('the document written out in pieces (issue 48)', () => {
  it('gives the same bytes as the whole-document export, for all allowed markup, payloads and a big table', () => {
    for (const html of [...ALLOWED_MARKUP, ALLOWED_MARKUP.join(''), XSS_PAYLOADS.join(''), LONG_DOCUMENT]) {
      const editor = headlessEditor(html);
      expect(inPieces(editor)).toBe(oneShot(editor));
    }
    expect(inPieces(headlessEditor(LONG_DOCUMENT))).toContain('<td colspan="2" style="background-color: #fdf6e3; vertical-align: top;">合并</td>');
  });

  it('writes a 20 x 20 table out a row per step, then joins the pieces without writing anything again', () => {
    const editor = headlessEditor(LONG_DOCUMENT);
    const pieces = new HtmlPieces();
    const rowsPerStep: number[] = [];
    for (;;) {
      cleanups.mockClear();
      if (!editor.read(() => pieces.$writeNext(editor))) break;
      rowsPerStep.push(cleanups.mock.calls.filter(([html]) => html.startsWith('<tr')).length);
    }
    expect(rowsPerStep.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...rowsPerStep)).toBe(1);
    cleanups.mockClear();
    const html = inPieces(editor, pieces);
    expect(cleanups).not.toHaveBeenCalled();
    expect(html).toBe(oneShot(editor));
  });

  it('writes out again only the block, or the table row, an edit changed', () => {
    const editor = headlessEditor(LONG_DOCUMENT);
    const pieces = new HtmlPieces();
    inPieces(editor, pieces);
    // What was written out since the last look.
    const written = () => {
      const calls = cleanups.mock.calls.map(([html]) => html);
      cleanups.mockClear();
      return calls;
    };
    const $textIn = (node: LexicalNode) => {
      const stack = [node];
      while (stack.length) {
        const next = stack.pop()!;
        if ($isTextNode(next)) return next;
        if ($isElementNode(next)) stack.push(...next.getChildren().reverse());
      }
      throw new Error('no text');
    };

    cleanups.mockClear();
    editor.update(() => $textIn($getRoot().getChildAtIndex(1)!).setTextContent('改过的段落'), { discrete: true });
    expect(inPieces(editor, pieces)).toContain('改过的段落');
    expect(written()).toEqual([expect.stringMatching(/^<p[^]*改过的段落/)]);
    expect(inPieces(editor, pieces)).toBe(oneShot(editor));

    cleanups.mockClear();
    editor.update(
      () => {
        const table = $getRoot().getChildren().find($isTableNode)!;
        $textIn(table.getChildAtIndex(5)!).setTextContent('改过的格');
      },
      { discrete: true },
    );
    expect(inPieces(editor, pieces)).toContain('改过的格');
    // The changed row, then the table's frame around the rows.
    expect(written()).toEqual([expect.stringMatching(/^<tr>[^]*改过的格/), expect.stringMatching(/^<table[^]*<tbody><\/tbody><\/table>$/)]);
    expect(inPieces(editor, pieces)).toBe(oneShot(editor));
  });
});

describe('the editor writing out a big table (issue 48)', () => {
  const content = () => document.querySelector('[contenteditable="true"]') as HTMLElement & { __lexicalEditor: LexicalEditor };

  async function insertTable(editor: ReturnType<typeof renderEditor>) {
    await userEvent.click(editor.editable());
    await userEvent.click(editor.button('插入表格'));
    await userEvent.fill(page.getByRole('spinbutton', { name: '行数' }), '20');
    await userEvent.fill(page.getByRole('spinbutton', { name: '列数' }), '20');
    await userEvent.click(editor.button('插入'));
    await expect.poll(() => content().querySelectorAll('tr').length).toBe(20);
  }

  /** Counts the pieces written in each idle callback; `after(n)` runs after the n-th one with work. */
  function watchIdleCallbacks(after?: (working: number) => void) {
    const perCallback: number[] = [];
    const original = window.requestIdleCallback.bind(window);
    vi.spyOn(window, 'requestIdleCallback').mockImplementation((callback, options) =>
      original((deadline) => {
        const before = cleanups.mock.calls.length;
        callback(deadline);
        const written = cleanups.mock.calls.length - before;
        if (written > 0) {
          perCallback.push(written);
          after?.(perCallback.length);
        }
      }, options),
    );
    return perCallback;
  }
  afterEach(() => vi.restoreAllMocks());

  it('sends the table to the form and the draft after writing it out over many idle tasks, a row or so each', async () => {
    const editor = renderEditor({ draftKey: 'user-1001/article-body:new' });
    const perCallback = watchIdleCallbacks();
    await insertTable(editor);
    await expect.poll(() => editor.html()).toContain('<table');
    await expect.poll(() => localStorage.getItem('rte-draft:user-1001/article-body:new') ?? '').toContain('<table');
    expect(perCallback.length).toBeGreaterThanOrEqual(20);
    expect(Math.max(...perCallback)).toBeLessThanOrEqual(2);
    expect(editor.html()).toBe(oneShot(content().__lexicalEditor));
  });

  it('sends the complete, current document at once when the editor loses focus in the middle of writing it out', async () => {
    const editor = renderEditor();
    let sentAtBlur: string | null = null;
    watchIdleCallbacks((working) => {
      if (working !== 3) return;
      content().blur();
      sentAtBlur = editor.html();
    });
    await insertTable(editor);
    await expect.poll(() => sentAtBlur).not.toBeNull();
    expect(sentAtBlur).toBe(oneShot(content().__lexicalEditor));
    expect(sentAtBlur).toContain('<table');
  });
});
