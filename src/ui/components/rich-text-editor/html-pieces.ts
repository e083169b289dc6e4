import { $appendNodeToHTML, $withRenderContext, RenderContextExport, contextValue } from '@lexical/html';
import { $isTableNode, $isTableRowNode, type TableNode, type TableRowNode } from '@lexical/table';
import { $getRoot, $isElementNode, type DOMExportOutput, type LexicalEditor, type LexicalNode, type NodeKey } from 'lexical';
import { cleanExportedHtml } from './clean-html';
import { sanitizeHtml } from './sanitize';

/**
 * The document's HTML written out piece by piece (issue 48: a 20 x 20 table was one task of
 * about 600 ms at a phone's speed). A document exported whole is its top-level blocks' HTML one
 * after the other, and each stage (Lexical's export, the clean-up, the sanitiser) works element
 * by element, so writing out each block on its own, and a table's rows one by one set into the
 * table's frame, gives the same bytes as writing out the whole document at once. A piece is
 * kept with the nodes it was written from: the nodes of a committed state never change, so the
 * same node objects mean the same HTML, and only a changed block (or table row) is written again.
 */

interface Piece {
  /** The piece's node and all its descendants, in document order. */
  nodes: LexicalNode[];
  html: string;
}

interface RowPiece extends Piece {
  /** Lexical's export of the row, as the table's export builds it (the table's frame needs it). */
  exported: Element;
}

function $subtree(node: LexicalNode): LexicalNode[] {
  const nodes: LexicalNode[] = [];
  const stack = [node];
  while (stack.length) {
    const next = stack.pop()!;
    nodes.push(next);
    if ($isElementNode(next)) {
      const children = next.getChildren();
      for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
    }
  }
  return nodes;
}

const sameNodes = (a: LexicalNode[], b: LexicalNode[]) => a.length === b.length && a.every((node, i) => node === b[i]);

/** Lexical's export of one node and its subtree, exactly as a whole-document export writes it. */
function $exportNode(editor: LexicalEditor, node: LexicalNode): HTMLElement {
  return $withRenderContext([contextValue(RenderContextExport, true)], editor)(() => {
    const container = document.createElement('div');
    $appendNodeToHTML(editor, node, container);
    return container;
  });
}

const cleanAndSanitize = (html: string) => sanitizeHtml(cleanExportedHtml(html));

const TABLE_OPEN = '<table><tbody>';
const TABLE_CLOSE = '</tbody></table>';

/** Table rows sanitised on their own: rows only parse inside a table, so they go in one and come out again. */
function sanitizeRows(rows: string): string | null {
  const out = sanitizeHtml(TABLE_OPEN + rows + TABLE_CLOSE);
  return out.startsWith(TABLE_OPEN) && out.endsWith(TABLE_CLOSE) ? out.slice(TABLE_OPEN.length, -TABLE_CLOSE.length) : null;
}

/** While a table's frame is exported: its rows' exports, already made. */
let exportedRows: Map<TableRowNode, Element> | null = null;

/**
 * The editor's export of a table row (html-export.ts): while a table's frame is exported, a row
 * already written out is its earlier export, and its cells are not exported again.
 */
export function exportTableRow(editor: LexicalEditor, row: LexicalNode): DOMExportOutput {
  const exported = $isTableRowNode(row) ? exportedRows?.get(row) : undefined;
  if (exported) return { element: exported.cloneNode(true) as HTMLElement, $getChildNodes: () => [] };
  return row.exportDOM(editor);
}

/** How many nodes one step of `$writeNext` writes out at most, unless a single block or row is larger. */
export const STEP_NODES = 40;

/** The written pieces of one editor's documents. Used only with committed editor states. */
export class HtmlPieces {
  private blocks = new Map<NodeKey, Piece>();
  private rows = new Map<NodeKey, RowPiece>();

  private fresh(cache: Map<NodeKey, Piece>, node: LexicalNode, nodes: LexicalNode[]): boolean {
    const piece = cache.get(node.getKey());
    return piece !== undefined && sameNodes(piece.nodes, nodes);
  }

  private $writeRow(editor: LexicalEditor, row: TableRowNode, nodes: LexicalNode[]): RowPiece | null {
    const container = $exportNode(editor, row);
    const exported = container.firstElementChild;
    const html = container.childNodes.length === 1 && exported?.localName === 'tr' ? sanitizeRows(cleanExportedHtml(container.innerHTML)) : null;
    if (html === null || !exported) return null;
    const piece = { nodes, html, exported };
    this.rows.set(row.getKey(), piece);
    return piece;
  }

  /** The table's frame (its own markup, no rows) with the rows' HTML set in; null when it is not one. */
  private $writeTable(editor: LexicalEditor, table: TableNode): string | null {
    const rows = table.getChildren();
    const pieces: RowPiece[] = [];
    for (const row of rows) {
      if (!$isTableRowNode(row)) return null;
      const nodes = $subtree(row);
      const piece = this.fresh(this.rows, row, nodes) ? this.rows.get(row.getKey())! : this.$writeRow(editor, row, nodes);
      if (!piece) return null;
      pieces.push(piece);
    }
    exportedRows = new Map(rows.map((row, i) => [row as TableRowNode, pieces[i].exported]));
    let container: HTMLElement;
    try {
      container = $exportNode(editor, table);
    } finally {
      exportedRows = null;
    }
    const body = container.querySelector(':scope > table:only-child > tbody:last-child');
    if (!body || body.children.length !== rows.length || body.childNodes.length !== rows.length) return null;
    body.replaceChildren();
    const frame = cleanAndSanitize(container.innerHTML);
    if (!frame.endsWith(`<tbody>${TABLE_CLOSE}`)) return null;
    return frame.slice(0, -TABLE_CLOSE.length) + pieces.map((p) => p.html).join('') + TABLE_CLOSE;
  }

  private $writeBlock(editor: LexicalEditor, block: LexicalNode, nodes: LexicalNode[]): string {
    const html = ($isTableNode(block) ? this.$writeTable(editor, block) : null) ?? cleanAndSanitize($exportNode(editor, block).innerHTML);
    this.blocks.set(block.getKey(), { nodes, html });
    return html;
  }

  /**
   * Writes out pieces of the document (inside a read) not written yet, at most about
   * `STEP_NODES` nodes: a table row by row, its frame last. False when there was nothing to write.
   */
  $writeNext(editor: LexicalEditor): boolean {
    let written = 0;
    for (const block of $getRoot().getChildren()) {
      const nodes = $subtree(block);
      if (this.fresh(this.blocks, block, nodes)) continue;
      if ($isTableNode(block)) {
        for (const row of block.getChildren()) {
          if (!$isTableRowNode(row)) continue;
          const rowNodes = $subtree(row);
          if (this.fresh(this.rows, row, rowNodes)) continue;
          // A row that cannot be written on its own: the table is written whole, below.
          if (!this.$writeRow(editor, row, rowNodes)) break;
          written += rowNodes.length;
          if (written >= STEP_NODES) return true;
        }
      }
      this.$writeBlock(editor, block, nodes);
      // A table's frame with its rows written is a small piece of work.
      written += $isTableNode(block) ? block.getChildrenSize() : nodes.length;
      if (written >= STEP_NODES) return true;
    }
    return written > 0;
  }

  /** The whole document (inside a read): written pieces reused, the rest written now; pieces of removed nodes dropped. */
  $write(editor: LexicalEditor): string {
    const html: string[] = [];
    const keptBlocks = new Map<NodeKey, Piece>();
    const keptRows = new Map<NodeKey, RowPiece>();
    for (const block of $getRoot().getChildren()) {
      const nodes = $subtree(block);
      html.push(this.fresh(this.blocks, block, nodes) ? this.blocks.get(block.getKey())!.html : this.$writeBlock(editor, block, nodes));
      keptBlocks.set(block.getKey(), this.blocks.get(block.getKey())!);
      if ($isTableNode(block)) {
        for (const row of block.getChildren()) {
          const piece = this.rows.get(row.getKey());
          if (piece) keptRows.set(row.getKey(), piece);
        }
      }
    }
    this.blocks = keptBlocks;
    this.rows = keptRows;
    return html.join('');
  }
}
