import {
  $createTableNodeWithDimensions,
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $findTableNode,
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableCellNode,
  $isTableNode,
  $isTableRowNode,
  INSERT_TABLE_COMMAND,
  type TableNode,
} from '@lexical/table';
import {
  $getNodeByKey,
  $getRoot,
  $getSelection,
  $isRangeSelection,
  HISTORY_MERGE_TAG,
  type LexicalEditor,
  type NodeKey,
  SKIP_DOM_SELECTION_TAG,
  SKIP_SCROLL_INTO_VIEW_TAG,
} from 'lexical';
import { $isTableSelection } from '@lexical/table';
import { type ChartTableCell, checkChartEligibility } from '../../../../domain/editor/chart-eligibility';
import {
  COLUMN_LIMIT_MESSAGE,
  ROW_LIMIT_MESSAGE,
  type TableSize,
  canAddColumns,
  canAddRows,
  clampTableSize,
} from '../../../../domain/editor/table-limits';
import { $createChartNode } from '../nodes/chart-node';
import { EDITOR_MESSAGES } from '../editor-messages';
import { afterNextPaint, nextTask } from '../../next-task';

/**
 * The tags of the update that inserts a table. Putting the browser's caret into the new table
 * within that update (and scrolling to it) made the browser lay out the whole document in the
 * middle of the task, before the table could be drawn (issue 48: a 20 x 20 table took over
 * half a second at a phone's speed); the caret follows in a later update (`insertTable`).
 */
export const TABLE_INSERT_TAGS = [SKIP_DOM_SELECTION_TAG, SKIP_SCROLL_INTO_VIEW_TAG];

/**
 * How many of a new table's rows one update builds. Lexical creates and draws a 20 x 20 table's
 * 400 cells in about 150 ms at a phone's speed (issue 48), a task that input waits for; four
 * rows at a time keep each task near 30 ms.
 */
export const TABLE_ROWS_PER_TASK = 4;

/**
 * Within the limits, with a header row and a header first column (what a chart needs). The
 * table is inserted with its first rows, and the others are added a few at a time, each in an
 * update of a task of its own that joins the insert's undo step (one 撤销 removes the table);
 * the caret goes into its first cell in the task after the frame that draws the last rows, when
 * the layout is already done. Resolves once the table is complete.
 */
export async function insertTable(editor: LexicalEditor, size: TableSize): Promise<void> {
  const { rows, columns } = clampTableSize(size);
  let table: NodeKey | null = null;
  editor.update(
    () => {
      // A document never clicked into has no caret: the table then goes at the end.
      if (!$getSelection()) $getRoot().selectEnd();
      editor.dispatchCommand(INSERT_TABLE_COMMAND, {
        rows: String(Math.min(rows, TABLE_ROWS_PER_TASK)),
        columns: String(columns),
        includeHeaders: { rows: true, columns: true },
      });
      table = $selectedTable()?.getKey() ?? null;
    },
    { tag: TABLE_INSERT_TAGS },
  );
  for (let built = TABLE_ROWS_PER_TASK; table !== null && built < rows; built += TABLE_ROWS_PER_TASK) {
    await nextTask();
    const more = Math.min(TABLE_ROWS_PER_TASK, rows - built);
    editor.update(
      () => {
        const node = table === null ? null : $getNodeByKey(table);
        // Undone, or deleted, meanwhile: nothing to complete.
        if (!$isTableNode(node)) return void (table = null);
        // The rows of a table built as the insert builds its body rows: a header first cell each.
        node.append(...$createTableNodeWithDimensions(more, columns, { rows: false, columns: true }).getChildren());
      },
      { tag: [HISTORY_MERGE_TAG, ...TABLE_INSERT_TAGS] },
    );
  }
  await new Promise<void>((done) => afterNextPaint(done));
  editor.focus();
}

export function $selectedTable(): TableNode | null {
  const selection = $getSelection();
  if ($isRangeSelection(selection)) return $findTableNode(selection.anchor.getNode());
  if ($isTableSelection(selection)) return $findTableNode(selection.anchor.getNode());
  return null;
}

/** Rows of cells as the chart rule reads them. */
export function $tableCells(table: TableNode): ChartTableCell[][] {
  return table
    .getChildren()
    .filter($isTableRowNode)
    .map((row) =>
      row
        .getChildren()
        .filter($isTableCellNode)
        .map((cell) => ({
          text: cell.getTextContent(),
          header: cell.hasHeader(),
          merged: cell.getColSpan() > 1 || cell.getRowSpan() > 1,
        })),
    );
}

const columnCount = (table: TableNode) => Math.max(0, ...$tableCells(table).map((r) => r.length));

export type TableAction = 'rowAbove' | 'rowBelow' | 'columnLeft' | 'columnRight' | 'deleteRow' | 'deleteColumn' | 'deleteTable';

/** Runs a row or column action (inside an update); returns a message when a limit refuses it. */
export function $runTableAction(action: TableAction): string | null {
  const table = $selectedTable();
  if (!table) return null;
  const rows = table.getChildrenSize();
  if ((action === 'rowAbove' || action === 'rowBelow') && !canAddRows(rows)) return ROW_LIMIT_MESSAGE;
  if ((action === 'columnLeft' || action === 'columnRight') && !canAddColumns(columnCount(table)))
    return COLUMN_LIMIT_MESSAGE;
  if (action === 'rowAbove' || action === 'rowBelow') $insertTableRowAtSelection(action === 'rowBelow');
  else if (action === 'columnLeft' || action === 'columnRight') $insertTableColumnAtSelection(action === 'columnRight');
  else if (action === 'deleteRow') $deleteTableRowAtSelection();
  else if (action === 'deleteColumn') $deleteTableColumnAtSelection();
  else table.remove();
  return null;
}

/** 生成图表: a bar chart after the table at the caret, or the reason it cannot be made. */
export function $insertChartFromTable(): string | null {
  const table = $selectedTable();
  if (!table) return EDITOR_MESSAGES.chartNeedsTable;
  const result = checkChartEligibility($tableCells(table));
  if (!result.eligible) return result.reason;
  table.insertAfter($createChartNode(result.chart));
  return null;
}

export const TABLE_ACTIONS: [TableAction, string][] = [
  ['rowAbove', '在上方插入行'],
  ['rowBelow', '在下方插入行'],
  ['columnLeft', '在左侧插入列'],
  ['columnRight', '在右侧插入列'],
  ['deleteRow', '删除行'],
  ['deleteColumn', '删除列'],
  ['deleteTable', '删除表格'],
];
