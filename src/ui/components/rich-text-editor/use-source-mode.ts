import { useCallback, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { countWords } from '../../../domain/editor/word-count';
import { $getHtml, $setHtml, IMPORT_TAG } from './html-io';
import { sanitizeHtml } from './sanitize';
import { EDITOR_MESSAGES } from './editor-messages';
import type { NoticeKind } from './use-notices';

const textOf = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content.textContent ?? '';
};

/**
 * The source view's state: entering shows the document's HTML; applying sanitises the edited
 * source and loads it (undoable), unless it is over the word limit.
 */
export function useSourceMode(maxWords: number, notify: (text: string, kind?: NoticeKind) => void) {
  const [editor] = useLexicalComposerContext();
  const [sourceMode, setSourceMode] = useState(false);
  const [html, setHtml] = useState('');

  const apply = useCallback(
    (source: string): boolean => {
      const clean = sanitizeHtml(source);
      if (countWords(textOf(clean)) > maxWords) {
        notify(EDITOR_MESSAGES.sourceOverLimit(maxWords), 'error');
        return false;
      }
      const current = editor.getEditorState().read(() => $getHtml(editor));
      if (clean !== current) editor.update(() => $setHtml(editor, clean), { tag: IMPORT_TAG, discrete: true });
      setHtml(editor.getEditorState().read(() => $getHtml(editor)));
      return true;
    },
    [editor, maxWords, notify],
  );

  /** The latest text of the box, kept so leaving applies what the user typed. */
  const [draft, setDraft] = useState('');
  const toggleSource = useCallback(() => {
    if (!sourceMode) {
      const current = editor.getEditorState().read(() => $getHtml(editor));
      setHtml(current);
      setDraft(current);
      setSourceMode(true);
      return;
    }
    if (apply(draft)) setSourceMode(false);
  }, [sourceMode, editor, apply, draft]);

  return { sourceMode, toggleSource, sourceHtml: html, applySource: apply, setSourceDraft: setDraft };
}
