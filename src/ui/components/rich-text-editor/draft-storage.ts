import { useCallback } from 'react';
import { dropUnownedDrafts, useOwnedDraftKey } from '../owned-drafts';

/**
 * The editor's local drafts (autosave). Kept free of Lexical so a form can clear its draft
 * after a successful submit without loading the editor chunk. The functions take owned keys:
 * a form gets its key and clear from `useEditorDraft`.
 */
export interface EditorDraft {
  html: string;
  savedAt: number;
}

const PREFIX = 'rte-draft:';

export function readDraft(key: string): EditorDraft | null {
  dropUnownedDrafts(PREFIX);
  try {
    const raw = localStorage.getItem(PREFIX + key);
    const draft = raw ? (JSON.parse(raw) as Partial<EditorDraft>) : null;
    return draft && typeof draft.html === 'string' && typeof draft.savedAt === 'number'
      ? { html: draft.html, savedAt: draft.savedAt }
      : null;
  } catch {
    return null;
  }
}

/** Returns false when storage is unavailable or full (private mode, quota). */
export function writeDraft(key: string, html: string, now = Date.now()): boolean {
  try {
    if (html) localStorage.setItem(PREFIX + key, JSON.stringify({ html, savedAt: now }));
    else localStorage.removeItem(PREFIX + key);
    return true;
  } catch {
    return false;
  }
}

const discarded = new Map<string, number>();

/**
 * How many times the key's draft has been cleared in this page. An autosave scheduled before a
 * clear (放弃编辑, or a submit, just before the editor unmounts) is stale and must not write
 * the draft back.
 */
export function draftEpoch(key: string): number {
  return discarded.get(key) ?? 0;
}

export function clearEditorDraft(key: string): void {
  discarded.set(key, draftEpoch(key) + 1);
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // Storage unavailable: there is no draft to clear.
  }
}

/**
 * A form's body draft for the signed-in user: `draftKey` goes to the editor (undefined without
 * a user: no autosave, nothing offered), `clear` after a save or 放弃编辑. `plainKey` names
 * the form's body (`article-body:new`); another user of the browser has another draft.
 */
export function useEditorDraft(plainKey: string) {
  const key = useOwnedDraftKey(plainKey);
  const clear = useCallback(() => {
    if (key) clearEditorDraft(key);
  }, [key]);
  return { draftKey: key ?? undefined, clear };
}
