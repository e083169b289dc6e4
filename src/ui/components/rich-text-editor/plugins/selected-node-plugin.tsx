import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $flushSyncAfterUpdate,
  $getSelection,
  $isDecoratorNode,
  $isElementNode,
  $isNodeSelection,
  $isRangeSelection,
  BEFORE_INPUT_COMMAND,
  COMMAND_PRIORITY_LOW,
  type DecoratorNode,
  KEY_DOWN_COMMAND,
} from 'lexical';

/** A key that types a character (or starts an input method's composition), not a shortcut. */
function typesText(event: KeyboardEvent): boolean {
  if (event.ctrlKey || event.metaKey || event.isComposing) return false;
  return event.key.length === 1 || event.key === 'Process' || event.keyCode === 229;
}

/** The last decorator of a node selection (a clicked image, video or chart), if that is the selection. */
function $selectedDecorator(): DecoratorNode<unknown> | null {
  const selection = $getSelection();
  if (!$isNodeSelection(selection)) return null;
  const nodes = selection.getNodes().filter($isDecoratorNode);
  return nodes[nodes.length - 1] ?? null;
}

/**
 * The caret where typed text goes: an image is replaced by it (the caret at its place), a block
 * is followed by it (the start of the next paragraph, or of a new one).
 */
function $caretForTyping(node: DecoratorNode<unknown>) {
  const selection = $getSelection();
  if (node.isInline()) {
    if ($isNodeSelection(selection)) selection.deleteNodes();
    return;
  }
  const next = node.getNextSibling();
  if ($isElementNode(next) && !next.isInline()) {
    next.selectStart();
    return;
  }
  const paragraph = $createParagraphNode();
  node.insertAfter(paragraph);
  paragraph.select();
}

/**
 * What a selected decorator (a clicked image, video or chart) does with what the rich-text
 * plugin leaves to the browser. Lexical keeps no caret while a node is selected, so the browser
 * would type at the start of the document. Instead a typed character replaces a selected image
 * at its place, or follows a selected block at the start of the next paragraph; Enter puts a new
 * paragraph after an image. Backspace, Delete and the arrows are the rich-text plugin's: they
 * remove only the node, or move the caret past it.
 */
export function SelectedNodePlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      mergeRegister(
        // A key: place the caret before the browser types (or composes) the character.
        editor.registerCommand(
          KEY_DOWN_COMMAND,
          (event) => {
            const node = $selectedDecorator();
            if (!node) return false;
            if (typesText(event)) $caretForTyping(node);
            else if (event.key === 'Enter' && node.isInline()) node.selectNext(0, 0);
            else return false;
            $flushSyncAfterUpdate();
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
        // Text inserted without a key (an on-screen keyboard, dictation): the same, in the model.
        editor.registerCommand(
          BEFORE_INPUT_COMMAND,
          (event) => {
            const node = $selectedDecorator();
            if (!node || event.inputType !== 'insertText' || !event.data) return false;
            event.preventDefault();
            $caretForTyping(node);
            const selection = $getSelection();
            if ($isRangeSelection(selection)) selection.insertText(event.data);
            return true;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor],
  );
  return null;
}
