import {
  $isElementNode,
  type DOMExportOutput,
  type DOMExportOutputMap,
  type Klass,
  type LexicalEditor,
  type LexicalNode,
  ParagraphNode,
  isHTMLElement,
} from 'lexical';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { TableRowNode } from '@lexical/table';
import { mergeStyles } from './html-import';
import { exportTableRow } from './html-pieces';

/** Paragraphs, headings and quotes write their block style (custom styles) into the HTML. */
function withBlockStyle(editor: LexicalEditor, node: LexicalNode): DOMExportOutput {
  const output = node.exportDOM(editor);
  const style = $isElementNode(node) ? node.getStyle() : '';
  if (style && isHTMLElement(output.element)) {
    output.element.setAttribute('style', mergeStyles(output.element.getAttribute('style') ?? '', style));
  }
  return output;
}

export function buildExportMap(): DOMExportOutputMap {
  return new Map<Klass<LexicalNode>, typeof withBlockStyle>([
    [ParagraphNode, withBlockStyle],
    [HeadingNode, withBlockStyle],
    [QuoteNode, withBlockStyle],
    [TableRowNode, exportTableRow],
  ]);
}
