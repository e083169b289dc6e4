import { $createLinkNode, $isLinkNode, $toggleLink, type LinkNode } from '@lexical/link';
import {
  $createTextNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  type BaseSelection,
  type LexicalNode,
} from 'lexical';
import { $findMatchingParent } from 'lexical';

export interface LinkInput {
  url: string;
  text: string;
  newWindow: boolean;
}

export const $linkOf = (node: LexicalNode | null | undefined): LinkNode | null =>
  node ? ($findMatchingParent(node, $isLinkNode) as LinkNode | null) : null;

/** The link at the caret, if any. */
export function $currentLink(): LinkNode | null {
  const selection = $getSelection();
  return $isRangeSelection(selection) ? $linkOf(selection.anchor.getNode()) : null;
}

/**
 * Applies the link dialog (inside an update), at the selection the dialog was opened with:
 * edits the link at the caret, links the selected text, or inserts new linked text.
 */
export function $applyLink(saved: BaseSelection | null, input: LinkInput) {
  if (saved) $setSelection(saved.clone());
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return;
  const attributes = { target: input.newWindow ? '_blank' : null, rel: input.newWindow ? 'noopener noreferrer' : null };
  const existing = $currentLink();
  if (selection.isCollapsed() && existing) {
    existing.setURL(input.url);
    existing.setTarget(attributes.target);
    existing.setRel(attributes.rel);
    if (input.text && input.text !== existing.getTextContent()) {
      existing.clear();
      existing.append($createTextNode(input.text));
    }
    return;
  }
  if (selection.isCollapsed()) {
    const link = $createLinkNode(input.url, attributes);
    link.append($createTextNode(input.text || input.url));
    $insertNodes([link]);
    return;
  }
  $toggleLink(input.url, attributes);
}

export function $removeLink(saved: BaseSelection | null) {
  if (saved) $setSelection(saved.clone());
  const link = $currentLink();
  const selection = $getSelection();
  if (link && $isRangeSelection(selection) && selection.isCollapsed()) {
    // Unlink the whole link the caret is in, keeping its text.
    for (const child of link.getChildren()) link.insertBefore(child);
    link.remove();
    return;
  }
  $toggleLink(null);
}
