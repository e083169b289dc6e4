import { useEffect, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isLinkNode } from '@lexical/link';
import { $isListNode, ListNode } from '@lexical/list';
import { $isHeadingNode, $isQuoteNode } from '@lexical/rich-text';
import { $isCodeNode } from '@lexical/code-core';
import { $findTableNode } from '@lexical/table';
import { $getNearestNodeOfType } from '@lexical/utils';
import { $getSelectionStyleValueForProperty } from '@lexical/selection';
import {
  $findMatchingParent,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $isRootNode,
  type ElementFormatType,
  type ElementNode,
  type LexicalNode,
} from 'lexical';

export type BlockType = 'paragraph' | 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'quote' | 'code' | 'bullet' | 'number';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strikethrough: boolean;
  color: string;
  blockType: BlockType;
  align: ElementFormatType;
  link: boolean;
  table: boolean;
}

const INITIAL: ToolbarState = {
  bold: false,
  italic: false,
  underline: false,
  strikethrough: false,
  color: '',
  blockType: 'paragraph',
  align: '',
  link: false,
  table: false,
};

/** The innermost block around the caret (a paragraph inside a table cell, not the table). */
const $blockOf = (anchor: LexicalNode): ElementNode | null =>
  $isElementNode(anchor) && !anchor.isInline()
    ? anchor
    : ($findMatchingParent(anchor, (n) => $isElementNode(n) && !n.isInline()) as ElementNode | null);

function $blockTypeOf(anchor: LexicalNode): BlockType {
  const block = $blockOf(anchor);
  const list = $getNearestNodeOfType(anchor, ListNode);
  if (list && $isListNode(list)) return list.getListType() === 'number' ? 'number' : 'bullet';
  if ($isHeadingNode(block)) return block.getTag();
  if ($isQuoteNode(block)) return 'quote';
  if ($isCodeNode(block)) return 'code';
  return 'paragraph';
}

function $readState(): ToolbarState {
  const selection = $getSelection();
  if (!$isRangeSelection(selection)) return INITIAL;
  const anchor = selection.anchor.getNode();
  const parent = anchor.getParent();
  const block = $blockOf(anchor);
  return {
    bold: selection.hasFormat('bold'),
    italic: selection.hasFormat('italic'),
    underline: selection.hasFormat('underline'),
    strikethrough: selection.hasFormat('strikethrough'),
    color: $getSelectionStyleValueForProperty(selection, 'color', ''),
    blockType: $blockTypeOf(anchor),
    align: block && !$isRootNode(block) ? block.getFormatType() : '',
    link: $isLinkNode(parent) || $isLinkNode(anchor),
    table: $findTableNode(anchor) !== null,
  };
}

/** The formats at the caret, for pressed states and menu checks. */
export function useToolbarState(): ToolbarState {
  const [editor] = useLexicalComposerContext();
  const [state, setState] = useState(INITIAL);
  useEffect(
    () => editor.registerUpdateListener(({ editorState }) => setState(editorState.read($readState))),
    [editor],
  );
  return state;
}
