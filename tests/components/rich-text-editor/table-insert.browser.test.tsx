import { describe, expect, it } from 'vitest';
import { $getRoot, $createParagraphNode, $createTextNode, UNDO_COMMAND, type LexicalEditor, createEditor } from 'lexical';
import { $isTableNode, INSERT_TABLE_COMMAND, registerTablePlugin } from '@lexical/table';
import { createEmptyHistoryState, registerHistory } from '@lexical/history';
import { createInitialConfig } from '../../../src/ui/components/rich-text-editor/editor-config';
import { $getHtml } from '../../../src/ui/components/rich-text-editor/html-io';
import { TABLE_ROWS_PER_TASK, insertTable } from '../../../src/ui/components/rich-text-editor/toolbar/table-actions';

/** A headless editor with the app's nodes, the table commands and the undo history, holding one paragraph with its caret. */
function editorWithParagraph(): LexicalEditor {
  const { namespace, nodes, theme, html } = createInitialConfig((error) => {
    throw error;
  });
  const editor = createEditor({ namespace, nodes, theme, html, onError: (error) => { throw error; } });
  registerTablePlugin(editor);
  registerHistory(editor, createEmptyHistoryState(), 0);
  editor.update(
    () => {
      const paragraph = $createParagraphNode().append($createTextNode('客厅'));
      $getRoot().clear().append(paragraph);
      paragraph.selectEnd();
    },
    { discrete: true },
  );
  return editor;
}

const rowsOf = (editor: LexicalEditor) =>
  editor.read(() => $getRoot().getChildren().filter($isTableNode).map((table) => table.getChildrenSize()));

describe('inserting a table (插入)', () => {
  it('builds a 20 x 20 table a few rows per update, in tasks of their own (issue 48)', async () => {
    const editor = editorWithParagraph();
    const seen: number[] = [];
    editor.registerUpdateListener(({ editorState }) => seen.push(...editorState.read(() => $getRoot().getChildren().filter($isTableNode).map((t) => t.getChildrenSize()))));
    const done = insertTable(editor, { rows: 20, columns: 20 });
    // The insert's own task drew only the first rows.
    await Promise.resolve();
    expect(rowsOf(editor)).toEqual([TABLE_ROWS_PER_TASK]);
    await done;
    expect(rowsOf(editor)).toEqual([20]);
    expect(seen).toEqual([4, 8, 12, 16, 20]);
  });

  it('gives the document the bytes of a table inserted at once, and one 撤销 takes all of it away', async () => {
    const built = editorWithParagraph();
    await insertTable(built, { rows: 20, columns: 20 });
    const atOnce = editorWithParagraph();
    atOnce.update(
      () => {
        atOnce.dispatchCommand(INSERT_TABLE_COMMAND, { rows: '20', columns: '20', includeHeaders: { rows: true, columns: true } });
      },
      { discrete: true },
    );
    const html = (editor: LexicalEditor) => editor.read(() => $getHtml(editor));
    expect(html(built)).toContain('<th');
    expect(html(built)).toBe(html(atOnce));

    built.dispatchCommand(UNDO_COMMAND, undefined);
    await expect.poll(() => rowsOf(built)).toEqual([]);
    expect(built.read(() => $getRoot().getTextContent())).toBe('客厅');
  });
});
