import { useEffect } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelection, $isRangeSelection, COMMAND_PRIORITY_LOW, KEY_TAB_COMMAND } from 'lexical';
import { EDITOR_LIMITS } from '../../../../domain/editor/editor-constants';

const SPACES = '\u00a0'.repeat(EDITOR_LIMITS.tabSpaces);

/**
 * Tab inserts 4 non-breaking spaces (spec 2 section 1). Inside a table the table plugin
 * moves between cells first; Shift+Tab is left alone so keyboard users can leave the editor.
 */
export function TabPlugin() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        KEY_TAB_COMMAND,
        (event) => {
          if (event.shiftKey) return false;
          const selection = $getSelection();
          if (!$isRangeSelection(selection)) return false;
          event.preventDefault();
          selection.insertText(SPACES);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor],
  );
  return null;
}
