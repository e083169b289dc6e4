import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelection, PASTE_COMMAND } from 'lexical';
import { useEditorShell } from './editor-context';
import { EDITOR_MESSAGES } from './editor-messages';
import { MenuItem } from './toolbar/toolbar-controls';
import { $selectedTable, TABLE_ACTIONS } from './toolbar/table-actions';
import { useTableAction } from './toolbar/table-tools';

export interface MenuPosition {
  x: number;
  y: number;
}

/** Reads the clipboard (it needs the user's permission) and pastes through the editor's paste path. */
async function pasteFromClipboard(dispatch: (event: ClipboardEvent) => void): Promise<boolean> {
  try {
    const data = new DataTransfer();
    for (const item of await navigator.clipboard.read())
      for (const type of item.types.filter((t) => t === 'text/html' || t === 'text/plain'))
        data.setData(type, await (await item.getType(type)).text());
    dispatch(new ClipboardEvent('paste', { clipboardData: data }));
    return true;
  } catch {
    return false;
  }
}

/** The editor's own context menu: cut, copy, paste, table actions and clearing the document. */
export function ContextMenu({ at, onClose }: { at: MenuPosition; onClose: () => void }) {
  const [editor] = useLexicalComposerContext();
  const { notify, requestClear } = useEditorShell();
  const runTableAction = useTableAction();
  const menu = useRef<HTMLDivElement>(null);
  const inTable = editor.getEditorState().read(() => $selectedTable() !== null);

  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
    const outside = (e: Event) => !menu.current?.contains(e.target as Node) && onClose();
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [onClose]);

  const run = (action: () => void) => () => {
    onClose();
    editor.focus();
    action();
  };
  const clipboard = (command: 'cut' | 'copy') => {
    const hasSelection = editor.getEditorState().read(() => Boolean($getSelection()?.getTextContent()));
    if (hasSelection) document.execCommand(command);
  };
  const paste = async () => {
    const done = await pasteFromClipboard((event) => editor.dispatchCommand(PASTE_COMMAND, event));
    if (!done) notify(EDITOR_MESSAGES.clipboardDenied, 'info');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') return (e.preventDefault(), onClose(), editor.focus());
    if (e.key !== 'ArrowDown' && e.key !== 'ArrowUp') return;
    e.preventDefault();
    const items = Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const i = items.indexOf(document.activeElement as HTMLElement);
    items[(i + (e.key === 'ArrowDown' ? 1 : -1) + items.length) % items.length]?.focus();
  };

  return (
    <div ref={menu} role="menu" aria-label="编辑菜单" className="rte-context-menu" style={{ left: at.x, top: at.y }} onKeyDown={onKeyDown}>
      <MenuItem onSelect={run(() => clipboard('cut'))}>剪切</MenuItem>
      <MenuItem onSelect={run(() => clipboard('copy'))}>复制</MenuItem>
      <MenuItem onSelect={run(() => void paste())}>粘贴</MenuItem>
      {inTable && <hr />}
      {inTable && TABLE_ACTIONS.map(([action, name]) => <MenuItem key={action} onSelect={run(() => runTableAction(action))}>{name}</MenuItem>)}
      <hr />
      <MenuItem onSelect={run(requestClear)}>清空文档</MenuItem>
    </div>
  );
}
