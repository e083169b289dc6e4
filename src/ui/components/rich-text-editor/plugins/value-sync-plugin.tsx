import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import { BLUR_COMMAND, COMMAND_PRIORITY_LOW, HISTORY_MERGE_TAG } from 'lexical';
import { $setHtml, IMPORT_TAG } from '../html-io';
import { documentHtml, idleJob, writeNextPieces } from './document-html';

/** Updates that load the `value` prop: they never call onChange back. */
export const VALUE_TAG = 'rte-value';

/**
 * Writing a long document out takes tens of milliseconds, too slow for every keystroke: edits
 * are sent after a short pause, when the browser is idle, and at once when the editor loses
 * focus (so a click on the form's submit button always sees the latest text) or goes away.
 */
const SEND_DELAY_MS = 150;

/**
 * Keeps the editor and the form in step: a new `value` from the form (first render, an
 * article loaded later, a reset) replaces the document; edits send sanitised HTML out. The
 * editor's own output coming back as `value` is recognised and not re-imported.
 */
export function ValueSyncPlugin({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  const [editor] = useLexicalComposerContext();
  const lastValue = useRef<string | null>(null);
  const lastHtml = useRef<string | null>(null);
  const onChangeRef = useRef(onChange);
  // The latest value for the effects and handlers, written once the render is committed.
  useLayoutEffect(() => {
    onChangeRef.current = onChange;
  });

  useEffect(() => {
    const sender = idleJob(
      SEND_DELAY_MS,
      () => {
        const html = documentHtml(editor);
        if (html === lastHtml.current) return;
        lastHtml.current = html;
        onChangeRef.current(html);
      },
      () => writeNextPieces(editor),
    );
    const unregister = mergeRegister(
      editor.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves, tags }) => {
        if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return; // selection only
        if (tags.has(VALUE_TAG)) {
          sender.cancel();
          lastHtml.current = documentHtml(editor, editorState);
          return;
        }
        sender.schedule();
      }),
      editor.registerCommand(BLUR_COMMAND, () => (sender.flush(), false), COMMAND_PRIORITY_LOW),
    );
    return () => {
      unregister();
      sender.flush();
    };
  }, [editor]);

  useEffect(() => {
    if (value === lastValue.current || (lastValue.current !== null && value === lastHtml.current)) return;
    lastValue.current = value;
    editor.update(() => $setHtml(editor, value), { tag: [VALUE_TAG, IMPORT_TAG, HISTORY_MERGE_TAG] });
  }, [editor, value]);

  return null;
}
