import { useSyncExternalStore } from 'react';

type Key = string | number;

/**
 * A set of keys with per-key subscriptions, for row state that outlives virtualised rows
 * (expanded, selected). A change re-renders only the rows whose flag changed.
 */
export function createFlagStore() {
  let on = new Set<Key>();
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((l) => l());
  return {
    has: (key: Key) => on.has(key),
    size: () => on.size,
    values: () => [...on],
    toggle(key: Key) {
      on = new Set(on);
      if (!on.delete(key)) on.add(key);
      emit();
    },
    clear() {
      if (!on.size) return;
      on = new Set();
      emit();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** A store with `key` on when there is one: the order a list page was opened on starts expanded. */
export function openedFlags(key?: Key) {
  const store = createFlagStore();
  if (key !== undefined) store.toggle(key);
  return store;
}

export type FlagStore = ReturnType<typeof createFlagStore>;

export const useFlag = (store: FlagStore, key: Key) => useSyncExternalStore(store.subscribe, () => store.has(key));
export const useFlagCount = (store: FlagStore) => useSyncExternalStore(store.subscribe, store.size);
