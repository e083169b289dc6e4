import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $restoreEditorState } from '@lexical/utils';
import {
  $getRoot,
  $getSelection,
  $hasUpdateTag,
  $isRangeSelection,
  $isTextNode,
  type LexicalNode,
  RootNode,
  type TextNode,
} from 'lexical';
import { acceptsChange, countWords } from '../../../../domain/editor/word-count';
import { IMPORT_TAG } from '../html-io';

/**
 * Removes `excess` counted characters just before the caret (what was typed or pasted),
 * walking back over the text runs of the caret's block. False when that is not enough.
 */
function $trimBeforeCaret(excess: number): boolean {
  const selection = $getSelection();
  if (!$isRangeSelection(selection) || !selection.isCollapsed() || selection.anchor.type !== 'text') return false;
  let node: TextNode | null = selection.anchor.getNode() as TextNode;
  let end = selection.anchor.offset;
  let first = true;
  while (node && excess > 0) {
    const kept = Array.from(node.getTextContent().slice(0, end));
    while (kept.length && excess > 0) if (!/\s/u.test(kept.pop()!)) excess -= 1;
    const start = kept.join('').length;
    node.spliceText(start, end - start, '');
    if (first) node.select(start, start);
    first = false;
    const previous: LexicalNode | null = node.getPreviousSibling();
    node = $isTextNode(previous) ? previous : null;
    end = node?.getTextContentSize() ?? 0;
  }
  return excess === 0;
}

/**
 * Enforces the word limit: typing or pasting past it keeps only what fits (the excess just
 * before the caret is removed); any other change past it is undone. Loading stored HTML is
 * never cut, so an old over-long article can still be opened and shortened.
 */
export function WordLimitPlugin({ limit, onLimit }: { limit: number; onLimit: () => void }) {
  const [editor] = useLexicalComposerContext();

  useEffect(
    () =>
      editor.registerNodeTransform(RootNode, (root) => {
        if ($hasUpdateTag(IMPORT_TAG)) return;
        const previous = editor.getEditorState();
        const before = previous.read(() => countWords($getRoot().getTextContent()));
        const after = countWords(root.getTextContent());
        if (acceptsChange(before, after, limit)) return;
        const trimmed = before <= limit && $trimBeforeCaret(after - limit);
        if (!trimmed) $restoreEditorState(editor, previous);
        queueMicrotask(onLimit);
      }),
    [editor, limit, onLimit],
  );
  return null;
}

/** The live count for the counter. */
export function useWordCount(): number {
  const [editor] = useLexicalComposerContext();
  const subscribe = useCallback((changed: () => void) => editor.registerUpdateListener(changed), [editor]);
  const read = useCallback(() => editor.getEditorState().read(() => countWords($getRoot().getTextContent())), [editor]);
  return useSyncExternalStore(subscribe, read, () => 0);
}
