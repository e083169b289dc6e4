import { dropUnownedDrafts } from '../../components/owned-drafts';

const PREFIX = 'merchant-draft:';

/**
 * Form drafts in localStorage, under owned keys (`useOwnedDraftKey`): the storage behind
 * `useFormDraft` and the promotion and album drafts.
 */
export function readDraft<T>(key: string): T | null {
  dropUnownedDrafts(PREFIX);
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, value: unknown) {
  try {
    globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the form still works, only the draft is not kept.
  }
}

export function removeDraft(key: string) {
  try {
    globalThis.localStorage?.removeItem(PREFIX + key);
  } catch {
    // Storage disabled: nothing was kept.
  }
}
