import { useCallback, useEffect, useRef, useState } from 'react';
import { dropUnownedDrafts, useOwnedDraftKey } from '../../components/owned-drafts';

const PREFIX = 'merchant-draft:';

/** The functions take owned keys (`useOwnedDraftKey`); the hooks below take plain ones. */
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

/**
 * A form value kept in localStorage for the signed-in user while it is edited, so a reload (or
 * the album upload failure, which reloads the page) loses nothing. `clear` removes it after a
 * successful save. Without a user (or a key) nothing is kept.
 */
export function useDraft<T extends object>(plainKey: string | null, initial: T) {
  const key = useOwnedDraftKey(plainKey);
  const [value, setValue] = useState<T>(() => (key ? { ...initial, ...readDraft<T>(key) } : initial));
  const restored = useRef(key ? readDraft<T>(key) !== null : false);

  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => writeDraft(key, value), 300);
    return () => clearTimeout(timer);
  }, [key, value]);

  const clear = useCallback(() => {
    if (key) removeDraft(key);
  }, [key]);

  return { value, setValue, clear, restored: restored.current };
}
