import { afterEach, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { cleanup } from '@testing-library/react';
import { renderEditor } from './editor-harness';
import { clearEditorDraft, readDraft } from '../../../src/ui/components/rich-text-editor/draft-storage';

const PIXEL = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='), (c) => c.charCodeAt(0));
const png = (name: string, bytes: Uint8Array<ArrayBuffer> = PIXEL) => new File([bytes], name, { type: 'image/png' });
const content = () => document.querySelector('[contenteditable="true"]') as HTMLElement;
/** A signed-in user's body key, as a form gets it from useEditorDraft (keys without an owner are dropped). */
const BODY_KEY = 'user-1001/article-body:new';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('rich-text editor in Chromium', () => {
  it('types text with formatting', async () => {
    const editor = renderEditor();
    await userEvent.click(editor.editable());
    await userEvent.keyboard('普通');
    await userEvent.click(editor.button('加粗'));
    await userEvent.keyboard('粗体');
    await userEvent.click(editor.button('加粗'));
    await userEvent.click(editor.button('斜体'));
    await userEvent.keyboard('斜体');
    await expect.poll(editor.html).toBe('<p>普通<strong>粗体</strong><em>斜体</em></p>');
    await userEvent.keyboard('{Enter}');
    await userEvent.click(editor.button('标题'));
    await userEvent.click(page.getByRole('menuitemradio', { name: '标题 2' }));
    await userEvent.keyboard('小标题');
    await expect.poll(editor.html).toBe('<p>普通<strong>粗体</strong><em>斜体</em></p><h2>小标题</h2>');
  });

  it('inserts a 5 by 5 table and makes a chart from it', async () => {
    const editor = renderEditor();
    await userEvent.click(editor.editable());
    await userEvent.click(editor.button('插入表格'));
    await userEvent.click(page.getByRole('button', { name: '插入', exact: true }));
    const table = () => content().querySelector('table');
    await expect.poll(() => table()?.querySelectorAll('tr').length).toBe(5);
    expect(Array.from(table()!.querySelectorAll('tr')).map((r) => r.cells.length)).toEqual([5, 5, 5, 5, 5]);

    // An empty table cannot be charted, and the editor says why.
    await userEvent.click(editor.button('生成图表'));
    await expect.element(editor.status()).toHaveTextContent('第 2 行第 2 列的内容为空，不是数字');

    // Fill the table cell by cell: Tab moves to the next cell.
    const cells = [
      ['', '一月', '二月', '三月', '四月'],
      ['客厅', '12', '15', '9', '20'],
      ['卧室', '8', '6', '11', '7'],
      ['厨房', '5', '9', '4', '6'],
      ['卫生间', '3', '2', '6', '5'],
    ];
    await userEvent.click(table()!.querySelector('th')!);
    for (const [r, row] of cells.entries())
      for (const [c, text] of row.entries()) {
        if (text) await userEvent.keyboard(text);
        if (r < 4 || c < 4) await userEvent.keyboard('{Tab}');
      }
    await userEvent.click(editor.button('生成图表'));
    await expect.poll(() => content().querySelectorAll('figure svg rect, .rte-chart svg rect').length).toBeGreaterThanOrEqual(16);
    await expect.poll(editor.html).toContain('<figure data-chart=');
    expect(editor.html()).toContain('<th style="vertical-align: top;">客厅</th>');
    expect(editor.html()).toMatch(/<td style="vertical-align: top;">12<\/td>/);
  });

  it('uploads an image, and refuses a wrong type or an oversize file', async () => {
    const editor = renderEditor();
    await userEvent.click(editor.editable());
    await userEvent.keyboard('效果图：');
    await userEvent.click(editor.button('插入图片'));
    await userEvent.upload(page.getByLabelText('选择图片'), png('living-room.png'));
    await expect.poll(() => content().querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await expect.poll(editor.html).toMatch(/^<p>效果图：<img src="data:image\/png;base64,[^"]+" alt="living-room.png"><\/p>$/);
    expect(editor.gateway.uploads).toEqual([{ name: 'living-room.png', target: { action: '/editor/upload-image', fieldName: 'upfile' } }]);

    await userEvent.click(editor.button('插入图片'));
    await userEvent.upload(page.getByLabelText('选择图片'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await expect.element(editor.status()).toHaveTextContent('文件格式不允许');

    editor.gateway.maxBytes = 10;
    await userEvent.click(editor.button('插入图片'));
    await userEvent.upload(page.getByLabelText('选择图片'), png('big.png'));
    await expect.element(editor.status()).toHaveTextContent('文件大小超出限制');
    expect(content().querySelectorAll('img')).toHaveLength(1);
  });

  it('edits the HTML source and applies it, sanitised', async () => {
    const editor = renderEditor({ value: '<p>原有<strong>内容</strong></p>' });
    await userEvent.click(editor.button('源代码'));
    const source = page.getByRole('textbox', { name: 'HTML 源代码' });
    await expect.element(source).toHaveValue('<p>原有<strong>内容</strong></p>');
    await userEvent.clear(source);
    await userEvent.fill(source, '<h2 style="text-align: center;">新标题</h2>\n<p>段落<em>斜体</em><img src="x" onerror="alert(1)"><script>alert(2)</script></p>');
    await userEvent.click(editor.button('源代码'));
    await expect.poll(() => content().querySelector('h2')?.textContent).toBe('新标题');
    await expect.poll(editor.html).toBe('<h2 style="text-align: center;">新标题</h2><p>段落<em>斜体</em><img src="x" alt=""></p>');
    // And back: the source view shows exactly what the form holds.
    await userEvent.click(editor.button('源代码'));
    await expect.element(source).toHaveValue('<h2 style="text-align: center;">新标题</h2>\n<p>段落<em>斜体</em><img src="x" alt=""></p>');
  });

  it('finds, steps through and replaces text', async () => {
    const editor = renderEditor({ value: '<p>装修公司 <strong>装修</strong></p><p>装修效果</p>' });
    await userEvent.click(editor.button('查找替换'));
    await userEvent.fill(page.getByRole('textbox', { name: '查找' }), '装修');
    const status = page.getByRole('status', { name: '查找结果' });
    await expect.element(status).toHaveTextContent('共 3 个匹配');
    await userEvent.click(editor.button('下一个'));
    await expect.element(status).toHaveTextContent('第 1 个，共 3 个');
    await userEvent.click(editor.button('上一个'));
    await expect.element(status).toHaveTextContent('第 3 个，共 3 个');
    await userEvent.fill(page.getByRole('textbox', { name: '替换为' }), '设计');
    await userEvent.click(editor.button('替换'));
    await expect.poll(editor.html).toBe('<p>装修公司 <strong>装修</strong></p><p>设计效果</p>');
    await userEvent.click(editor.button('全部替换'));
    await expect.poll(editor.html).toBe('<p>设计公司 <strong>设计</strong></p><p>设计效果</p>');
    await expect.element(status).toHaveTextContent('未找到匹配内容');
  });

  it('enforces the 10000 word limit', async () => {
    const editor = renderEditor({ value: `<p>${'好'.repeat(9998)}</p>` });
    await expect.element(page.getByText('字数 9998/10000')).toBeVisible();
    await userEvent.click(editor.editable());
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await userEvent.keyboard('一二三四');
    await expect.element(page.getByText('字数 10000/10000')).toBeVisible();
    await expect.element(editor.status()).toHaveTextContent('字数已达上限 10000');
    await expect.poll(editor.html).toBe(`<p>${'好'.repeat(9998)}一二</p>`);
  });

  it('clears the document only after confirmation', async () => {
    const editor = renderEditor({ value: '<p>要保留的内容</p>' });
    await userEvent.click(editor.editable(), { button: 'right' });
    await userEvent.click(page.getByRole('menuitem', { name: '清空文档' }));
    const dialog = page.getByRole('alertdialog');
    await expect.element(dialog).toHaveTextContent('确定要清空文档吗');
    await userEvent.click(dialog.getByRole('button', { name: '取消' }));
    expect(content().textContent).toBe('要保留的内容');

    await userEvent.click(editor.editable(), { button: 'right' });
    await userEvent.click(page.getByRole('menuitem', { name: '清空文档' }));
    await userEvent.click(page.getByRole('alertdialog').getByRole('button', { name: '清空' }));
    await expect.poll(editor.html).toBe('');
    expect(content().textContent).toBe('');
  });

  it('autosaves a draft and offers it back when the form reopens', async () => {
    const first = renderEditor({ draftKey: BODY_KEY });
    await userEvent.click(first.editable());
    await userEvent.keyboard('还没提交的正文');
    await expect.element(first.status()).toHaveTextContent('本地保存成功');
    first.unmount();

    // The form opens again (as after a reload): the draft is offered, then restored.
    const second = renderEditor({ draftKey: BODY_KEY });
    await expect.element(page.getByRole('region', { name: '本地草稿' })).toHaveTextContent('自动保存的草稿');
    await userEvent.click(second.button('恢复草稿'));
    await expect.poll(second.html).toBe('<p>还没提交的正文</p>');
    await expect.element(second.status()).toHaveTextContent('已恢复本地草稿');
  });

  it('an edit still waiting for its autosave when the form clears the draft (放弃编辑, a submit) is not written back on leaving', async () => {
    const editor = renderEditor({ draftKey: BODY_KEY });
    await userEvent.click(editor.editable());
    await userEvent.keyboard('先定水电点位，');
    await expect.poll(() => readDraft(BODY_KEY)?.html).toContain('先定水电点位');
    // Typing, then the form discards both drafts and leaves before the next autosave has run.
    await userEvent.keyboard('再选橱柜。');
    clearEditorDraft(BODY_KEY);
    editor.unmount();
    expect(readDraft(BODY_KEY)).toBeNull();
  });

  it('an edit pending when the form is left without clearing is saved, not lost', async () => {
    const editor = renderEditor({ draftKey: BODY_KEY });
    await userEvent.click(editor.editable());
    await userEvent.keyboard('先定水电点位');
    editor.unmount();
    expect(readDraft(BODY_KEY)?.html).toContain('先定水电点位');
  });
});
