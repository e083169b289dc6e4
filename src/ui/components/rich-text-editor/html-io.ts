import {
  $assumeActiveEditor,
  $createParagraphNode,
  $getRoot,
  $isDecoratorNode,
  $isElementNode,
  type LexicalEditor,
  type LexicalNode,
} from 'lexical';
import { $generateNodesFromDOM } from '@lexical/html';
import { $isTableNode } from '@lexical/table';
import { sanitizeHtml } from './sanitize';
import { HtmlPieces } from './html-pieces';

/** Updates that load HTML (value, draft, source view) rather than user edits. */
export const IMPORT_TAG = 'rte-import';

const isBlock = (node: LexicalNode) => ($isElementNode(node) || $isDecoratorNode(node)) && !node.isInline();

/** Top-level inline nodes (text, images, links) are gathered into paragraphs. */
function asBlocks(nodes: LexicalNode[]): LexicalNode[] {
  const blocks: LexicalNode[] = [];
  let paragraph: ReturnType<typeof $createParagraphNode> | null = null;
  for (const node of nodes) {
    if (isBlock(node)) {
      blocks.push(node);
      paragraph = null;
    } else {
      if (!paragraph) blocks.push((paragraph = $createParagraphNode()));
      paragraph.append(node);
    }
  }
  return blocks;
}

/** Parses sanitised HTML into nodes (inside an update). */
export function $htmlToNodes(editor: LexicalEditor, html: string): LexicalNode[] {
  const dom = new DOMParser().parseFromString(sanitizeHtml(html), 'text/html');
  // A link whose address the sanitiser removed is just its text.
  for (const a of Array.from(dom.querySelectorAll('a:not([href])'))) a.replaceWith(...Array.from(a.childNodes));
  return $generateNodesFromDOM(editor, dom);
}

/** Replaces the whole document with the given HTML (inside an update). */
export function $setHtml(editor: LexicalEditor, html: string): void {
  const root = $getRoot();
  root.clear();
  const blocks = asBlocks($htmlToNodes(editor, html));
  root.append(...(blocks.length ? blocks : [$createParagraphNode()]));
}

/** Whether the document has anything in it: text, or an image, video, chart or table. */
export function $hasContent(): boolean {
  const root = $getRoot();
  if (root.getTextContent().trim() !== '') return true;
  const stack: LexicalNode[] = [...root.getChildren()];
  while (stack.length) {
    const node = stack.pop()!;
    if ($isDecoratorNode(node) || $isTableNode(node)) return true;
    if ($isElementNode(node)) stack.push(...node.getChildren());
  }
  return false;
}

/**
 * The document as clean, sanitised HTML; an empty document is '' (forms treat it as missing).
 * The same bytes as sanitising the clean-up of Lexical's whole-document export, written out
 * block by block: with `pieces` kept from earlier states of the editor, only what changed.
 */
export function $getHtml(editor: LexicalEditor, pieces: HtmlPieces = new HtmlPieces()): string {
  // As Lexical's own export does: also inside a read of a state that names no editor.
  $assumeActiveEditor(editor);
  if (!$hasContent()) return '';
  return pieces.$write(editor);
}
