import { useCallback, useEffect, useRef, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { $getSelection, $isRangeSelection, BLUR_COMMAND, COMMAND_PRIORITY_LOW, SELECTION_CHANGE_COMMAND } from 'lexical';
import { shortenLink } from '../../../../domain/editor/link-shortening';
import { useEditorShell } from '../editor-context';
import { keepFocus } from './toolbar-controls';
import { $currentLink, $removeLink } from './link-actions';

interface Bubble {
  url: string;
  top: number;
  left: number;
}

/**
 * The link bubble under the link at the caret: the address (over 30 characters shortened to
 * 20 plus an ellipsis), open, edit and unlink. Positioned inside the editor's scroll area.
 */
export function LinkBubble() {
  const [editor] = useLexicalComposerContext();
  const { linkDialog } = useEditorShell();
  const [bubble, setBubble] = useState<Bubble | null>(null);
  const self = useRef<HTMLDivElement>(null);

  const update = useCallback(() => {
    editor.getEditorState().read(() => {
      const selection = $getSelection();
      const link = $isRangeSelection(selection) ? $currentLink() : null;
      const dom = link ? editor.getElementByKey(link.getKey()) : null;
      const frame = self.current?.parentElement; // the positioned editor body
      if (!link || !dom || !frame) return setBubble(null);
      const box = dom.getBoundingClientRect();
      const origin = frame.getBoundingClientRect();
      setBubble({ url: link.getURL(), top: box.bottom - origin.top + frame.scrollTop + 4, left: box.left - origin.left });
    });
  }, [editor]);

  useEffect(
    () =>
      mergeRegister(
        editor.registerUpdateListener(() => update()),
        editor.registerCommand(SELECTION_CHANGE_COMMAND, () => (update(), false), COMMAND_PRIORITY_LOW),
        editor.registerCommand(
          BLUR_COMMAND,
          (event) => {
            // Leaving for the bubble itself keeps it; leaving elsewhere hides it.
            if (!self.current?.contains(event.relatedTarget as Node | null)) setBubble(null);
            return false;
          },
          COMMAND_PRIORITY_LOW,
        ),
      ),
    [editor, update],
  );

  if (!bubble) return <div ref={self} hidden />;
  return (
    <div ref={self} className="rte-link-bubble" role="group" aria-label="链接" style={{ top: bubble.top, left: bubble.left }}>
      <a href={bubble.url} target="_blank" rel="noopener noreferrer" title={bubble.url}>
        {shortenLink(bubble.url)}
      </a>
      <button type="button" onMouseDown={keepFocus} onClick={() => linkDialog.setOpen(true)}>
        编辑
      </button>
      <button type="button" onMouseDown={keepFocus} onClick={() => editor.update(() => $removeLink(null))}>
        取消链接
      </button>
    </div>
  );
}
