import type { InitialConfigType } from '@lexical/react/LexicalComposer';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { ListItemNode, ListNode } from '@lexical/list';
import { AutoLinkNode, LinkNode } from '@lexical/link';
import { TableCellNode, TableNode, TableRowNode } from '@lexical/table';
import { CodeHighlightNode, CodeNode } from '@lexical/code-core';
import type { EditorThemeClasses } from 'lexical';
import { ImageNode } from './nodes/image-node';
import { VideoNode } from './nodes/video-node';
import { ChartNode } from './nodes/chart-node';
import { buildImportMap } from './html-import';
import { buildExportMap } from './html-export';

export const EDITOR_NODES = [
  HeadingNode,
  QuoteNode,
  ListNode,
  ListItemNode,
  LinkNode,
  AutoLinkNode,
  TableNode,
  TableRowNode,
  TableCellNode,
  CodeNode,
  CodeHighlightNode,
  ImageNode,
  VideoNode,
  ChartNode,
];

export const EDITOR_THEME: EditorThemeClasses = {
  paragraph: 'rte-p',
  quote: 'rte-quote',
  code: 'rte-code',
  heading: { h1: 'rte-h1', h2: 'rte-h2', h3: 'rte-h3', h4: 'rte-h4', h5: 'rte-h5', h6: 'rte-h6' },
  list: { ol: 'rte-ol', ul: 'rte-ul', listitem: 'rte-li', nested: { listitem: 'rte-li-nested' } },
  link: 'rte-link',
  indent: 'rte-indent',
  table: 'rte-table',
  tableCell: 'rte-td',
  tableCellHeader: 'rte-th',
  tableCellSelected: 'rte-cell-selected',
  tableSelection: 'rte-table-selection',
  text: {
    bold: 'rte-bold',
    italic: 'rte-italic',
    underline: 'rte-underline',
    strikethrough: 'rte-strike',
    underlineStrikethrough: 'rte-underline-strike',
    code: 'rte-inline-code',
    subscript: 'rte-sub',
    superscript: 'rte-sup',
  },
};

/** A fresh config per editor instance (namespace keeps copy and paste between editors apart). */
export function createInitialConfig(onError: (error: Error) => void): InitialConfigType {
  return {
    namespace: 'merchant-rich-text',
    nodes: EDITOR_NODES,
    theme: EDITOR_THEME,
    onError,
    html: { import: buildImportMap(), export: buildExportMap() },
  };
}
