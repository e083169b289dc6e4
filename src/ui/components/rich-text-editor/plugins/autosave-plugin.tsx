import { useEffect, useRef, useState } from 'react';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { EDITOR_LIMITS } from '../../../../domain/editor/editor-constants';
import { $setHtml, IMPORT_TAG } from '../html-io';
import { type EditorDraft, draftEpoch, readDraft, writeDraft } from '../draft-storage';
import { EDITOR_MESSAGES } from '../editor-messages';
import { useEditorShell } from '../editor-context';
import { VALUE_TAG } from './value-sync-plugin';
import { documentHtml, idleJob, writeNextPieces } from './document-html';

/**
 * Autosave: at most every 500 ms while the user edits (then when the browser is idle), the
 * document goes to a local draft under the form's key (notice "本地保存成功" for 2 s). Loading the form's value is not an edit
 * and is never saved over the draft, and an edit pending when the form clears its draft
 * (放弃编辑, a submit) is dropped, also when the editor unmounts right after.
 */
export function AutosavePlugin({ draftKey }: { draftKey: string }) {
  const [editor] = useLexicalComposerContext();
  const { notify } = useEditorShell();
  const epoch = useRef(0);

  useEffect(() => {
    const saver = idleJob(
      EDITOR_LIMITS.autosaveMs,
      () => {
        if (draftEpoch(draftKey) !== epoch.current) return;
        const html = documentHtml(editor);
        if (writeDraft(draftKey, html) && html) notify(EDITOR_MESSAGES.autosaved, 'autosave');
      },
      () => writeNextPieces(editor),
    );
    const unregister = editor.registerUpdateListener(({ dirtyElements, dirtyLeaves, tags }) => {
      if (tags.has(VALUE_TAG) || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
      if (saver.pending()) return;
      epoch.current = draftEpoch(draftKey);
      saver.schedule();
    });
    return () => {
      unregister();
      // Leaving with an edit pending: save it now rather than lose it.
      saver.flush();
    };
  }, [editor, draftKey, notify]);
  return null;
}

const pad = (n: number) => String(n).padStart(2, '0');
const savedAtText = (ms: number) => {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
};

/** Offers the saved draft back when the form opens, unless it is what the form already holds. */
export function DraftOffer({ draftKey, value }: { draftKey: string; value: string }) {
  const [editor] = useLexicalComposerContext();
  const { notify } = useEditorShell();
  const [draft, setDraft] = useState<EditorDraft | null>(() => readDraft(draftKey));
  // The form's value as the editor writes it, so an identical draft is not offered.
  const [current, setCurrent] = useState('');
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState, tags }) => {
        if (tags.has(VALUE_TAG)) setCurrent(documentHtml(editor, editorState));
      }),
    [editor],
  );
  if (!draft || draft.html === value || draft.html === current) return null;

  const restore = () => {
    editor.update(() => $setHtml(editor, draft.html), { tag: IMPORT_TAG });
    setDraft(null);
    notify(EDITOR_MESSAGES.draftRestored, 'success');
  };
  const discard = () => {
    writeDraft(draftKey, '');
    setDraft(null);
  };
  return (
    <div className="rte-draft" role="region" aria-label="本地草稿">
      <span>检测到 {savedAtText(draft.savedAt)} 自动保存的草稿，是否恢复？</span>
      <button type="button" onClick={restore}>
        恢复草稿
      </button>
      <button type="button" onClick={discard}>
        丢弃草稿
      </button>
    </div>
  );
}
