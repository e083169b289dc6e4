import { useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { DEFAULT_TABLE_SIZE, type TableSize, clampTableSize, pickerGrid } from '../../../../domain/editor/table-limits';
import { TABLE_LIMITS } from '../../../../domain/editor/editor-constants';
import { useEditorShell } from '../editor-context';
import { afterNextPaint } from '../../next-task';
import { ToolbarButton, ToolbarPopover, keepFocus } from './toolbar-controls';
import { ChartIcon, TableIcon } from './icons';
import { PanelForm, SubmitButton } from './panel-form';
import { $insertChartFromTable, $runTableAction, TABLE_ACTIONS, type TableAction, insertTable } from './table-actions';

/** Runs a table action in an update and reports a refused one. */
export function useTableAction() {
  const [editor] = useLexicalComposerContext();
  const { notify } = useEditorShell();
  return (action: TableAction) => {
    editor.update(() => {
      const refused = $runTableAction(action);
      if (refused) queueMicrotask(() => notify(refused, 'error'));
    });
  };
}

/**
 * 插入表格: a grid picker (10 by 10, growing with the pointer up to 20 by 20) plus row and column
 * fields defaulting to 5 by 5; inside a table it also offers the row and column actions.
 */
export function TablePicker({ inTable }: { inTable: boolean }) {
  const [editor] = useLexicalComposerContext();
  const runAction = useTableAction();
  const [hover, setHover] = useState<TableSize | null>(null);
  const [size, setSize] = useState<TableSize>(DEFAULT_TABLE_SIZE);
  const grid = pickerGrid(hover);

  // The popover closes in the click's own frame; building the table (a large one is a long
  // task at a phone's speed) starts after that frame, so the click is answered at once.
  const insert = (chosen: TableSize, close: () => void) => {
    close();
    setHover(null);
    afterNextPaint(() => void insertTable(editor, chosen));
  };

  return (
    <ToolbarPopover label="插入表格" glyph={<TableIcon />} kind="dialog">
      {(close) => (
        <div className="rte-table-picker">
          <div className="rte-grid" style={{ gridTemplateColumns: `repeat(${grid.columns}, 14px)` }} onMouseLeave={() => setHover(null)} aria-hidden="true">
            {Array.from({ length: grid.rows * grid.columns }, (_, i) => {
              const cell = { rows: Math.floor(i / grid.columns) + 1, columns: (i % grid.columns) + 1 };
              const lit = hover && cell.rows <= hover.rows && cell.columns <= hover.columns;
              return (
                <span
                  key={i}
                  className={lit ? 'rte-grid-cell rte-grid-lit' : 'rte-grid-cell'}
                  onMouseEnter={() => setHover(cell)}
                  onMouseDown={keepFocus}
                  onClick={() => insert(cell, close)}
                />
              );
            })}
          </div>
          <p className="rte-grid-label">{hover ? `${hover.rows} 行 × ${hover.columns} 列` : `最大 ${TABLE_LIMITS.maxRows} 行 × ${TABLE_LIMITS.maxColumns} 列`}</p>
          <PanelForm className="rte-form rte-form-inline" onSubmit={() => insert(clampTableSize(size), close)}>
            <label>
              行数
              <input type="number" min={1} max={TABLE_LIMITS.maxRows} value={size.rows} onChange={(e) => setSize({ ...size, rows: Number(e.target.value) })} />
            </label>
            <label>
              列数
              <input type="number" min={1} max={TABLE_LIMITS.maxColumns} value={size.columns} onChange={(e) => setSize({ ...size, columns: Number(e.target.value) })} />
            </label>
            <SubmitButton onSubmit={() => insert(clampTableSize(size), close)}>插入</SubmitButton>
          </PanelForm>
          {inTable && (
            <div className="rte-table-actions" role="group" aria-label="表格操作">
              {TABLE_ACTIONS.map(([action, name]) => (
                <button key={action} type="button" onMouseDown={keepFocus} onClick={() => (runAction(action), close())}>
                  {name}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </ToolbarPopover>
  );
}

export function ChartButton() {
  const [editor] = useLexicalComposerContext();
  const { notify } = useEditorShell();
  const make = () =>
    editor.update(() => {
      const refused = $insertChartFromTable();
      queueMicrotask(() => (refused ? notify(refused, 'error') : notify('已根据表格生成图表', 'success')));
    });
  return <ToolbarButton label="生成图表" glyph={<ChartIcon />} onClick={make} />;
}
