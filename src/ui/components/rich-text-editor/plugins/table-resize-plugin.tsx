import { type PointerEvent as ReactPointerEvent, useEffect, useRef, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getNearestNodeFromDOMNode } from 'lexical';
import { $findTableNode } from '@lexical/table';
import { EDITOR_LIMITS } from '../../../../domain/editor/editor-constants';

interface Handle {
  table: HTMLTableElement;
  column: number;
  left: number;
  top: number;
  height: number;
}

const MIN_WIDTH = 30;

/** The column whose right border is under the pointer (within 5 px), counting spans. */
function borderAt(event: MouseEvent): { table: HTMLTableElement; column: number; x: number } | null {
  const cell = (event.target as HTMLElement | null)?.closest?.('td, th') as HTMLTableCellElement | null;
  const table = cell?.closest('table');
  if (!cell || !table || Math.abs(cell.getBoundingClientRect().right - event.clientX) > EDITOR_LIMITS.borderDragDetectionPx) return null;
  const row = cell.parentElement as HTMLTableRowElement;
  let column = -1;
  for (const c of Array.from(row.cells)) {
    column += c.colSpan;
    if (c === cell) break;
  }
  return { table, column, x: cell.getBoundingClientRect().right };
}

/**
 * Column widths by dragging a cell's right border: resting on a border (5 px) for 360 ms shows
 * the handle, dragging it sets the table's column widths (stored as <colgroup>).
 */
export function TableResizePlugin() {
  const [editor] = useLexicalComposerContext();
  const [handle, setHandle] = useState<Handle | null>(null);
  const self = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMove = (event: MouseEvent) => {
      const found = borderAt(event);
      clearTimeout(timer);
      // The handle sits outside the editable area, so moving here means the pointer left it.
      if (!found) return setHandle(null);
      timer = setTimeout(() => {
        const frame = self.current?.parentElement?.getBoundingClientRect();
        const box = found.table.getBoundingClientRect();
        if (frame) setHandle({ table: found.table, column: found.column, left: found.x - frame.left - 3, top: box.top - frame.top, height: box.height });
      }, EDITOR_LIMITS.tableDragHandleDelayMs);
    };
    return editor.registerRootListener((root, previous) => {
      previous?.removeEventListener('mousemove', onMove);
      root?.addEventListener('mousemove', onMove);
    });
  }, [editor]);

  const startDrag = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!handle) return;
    event.preventDefault();
    const startX = event.clientX;
    const widths = Array.from(handle.table.rows[0]?.cells ?? []).flatMap((c) => Array(c.colSpan).fill(c.offsetWidth / c.colSpan));
    const target = event.currentTarget;
    try {
      target.setPointerCapture(event.pointerId); // keeps the drag when the pointer outruns the handle
    } catch {
      // A pointer that is no longer active cannot be captured; the drag still ends on pointerup.
    }
    const onUp = (up: PointerEvent) => {
      target.removeEventListener('pointerup', onUp);
      widths[handle.column] = Math.max(MIN_WIDTH, Math.round(widths[handle.column] + up.clientX - startX));
      editor.update(() => {
        const node = $getNearestNodeFromDOMNode(handle.table);
        const table = node ? $findTableNode(node) : null;
        if (table && widths.length === table.getColumnCount()) table.setColWidths(widths.map(Math.round));
      });
      setHandle(null);
    };
    target.addEventListener('pointerup', onUp);
  };

  return (
    <div
      ref={self}
      className="rte-resize-handle"
      hidden={!handle}
      role="separator"
      aria-orientation="vertical"
      aria-label="拖动调整列宽"
      style={handle ? { left: handle.left, top: handle.top, height: handle.height } : undefined}
      onPointerDown={startDrag}
      onMouseLeave={() => setHandle(null)}
    />
  );
}
