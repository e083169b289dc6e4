import { useCallback, useEffect, useRef, useState } from 'react';

const PREFIX = 'merchant-draft:';

function read<T>(key: string): T | null {
  try {
    const raw = globalThis.localStorage?.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

/**
 * A form value kept in localStorage while it is edited, so a reload (or the album upload
 * failure, which reloads the page) loses nothing. `clear` removes it after a successful save.
 */
export function useDraft<T extends object>(key: string | null, initial: T) {
  const [value, setValue] = useState<T>(() => (key ? { ...initial, ...read<T>(key) } : initial));
  const restored = useRef(key ? read<T>(key) !== null : false);

  useEffect(() => {
    if (!key) return;
    const timer = setTimeout(() => {
      try {
        globalThis.localStorage?.setItem(PREFIX + key, JSON.stringify(value));
      } catch {
        // Storage full or disabled: the form still works, only the draft is not kept.
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [key, value]);

  const clear = useCallback(() => {
    if (key) globalThis.localStorage?.removeItem(PREFIX + key);
  }, [key]);

  return { value, setValue, clear, restored: restored.current };
}
