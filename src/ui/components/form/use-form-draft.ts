import { useCallback, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useStore } from '@tanstack/react-form';
import { readDraft, removeDraft, writeDraft } from '../content/draft-store';
import { useOwnedDraftKey } from '../owned-drafts';
import { sameValues } from './rules';

interface DraftableForm<V> {
  store: Parameters<typeof useStore>[0];
  options: { defaultValues?: V };
  reset: (values?: V, opts?: { keepDefaultValues?: boolean }) => void;
}

/**
 * Keeps an app form's values in localStorage, for the signed-in user, while they differ from
 * the defaults, and puts that user's draft back on mount (the defaults stay, so leaving still
 * asks). `pick` chooses what is kept (e.g. everything but a body the editor drafts itself);
 * `clear` after a save or a discard, `save` to keep the values at once (before a reload).
 * `plainKey` names the form (`article:new`); without a user nothing is read or written.
 */
export function useFormDraft<V extends object>(plainKey: string | null, form: DraftableForm<V>, pick: (v: V) => Partial<V> = (v) => v) {
  const key = useOwnedDraftKey(plainKey);
  const restore = useEffectEvent((draftKey: string | null) => {
    const defaults = form.options.defaultValues as V;
    const saved = draftKey ? usable(readDraft<unknown>(draftKey), pick(defaults)) : null;
    if (saved) form.reset({ ...defaults, ...saved }, { keepDefaultValues: true });
  });
  // Only on mount (and when the key changes): later default changes are the form's own business.
  useLayoutEffect(() => restore(key), [key]);

  // Only what is kept: the form that uses this hook renders again when a kept field changes, not
  // for the others (album create: twenty picked images joining in ten steps rendered the whole
  // editor ten times, issue 48).
  const kept = useStore(form.store, (s) => pick((s as { values: V }).values), sameFields);
  // A write waits 300 ms for typing to pause. `clear` cancels the one pending, and none is made for
  // the values it cleared: after a discard or a save the form stays mounted until the navigation
  // it starts has rendered, and a write due then brought the discarded draft back on the next
  // visit (a fast machine got from the last keystroke to 确定 within the 300 ms).
  const pending = useRef<ReturnType<typeof setTimeout>>(undefined);
  const cleared = useRef<Partial<V> | null>(null);
  useEffect(() => {
    if (!key) return;
    if (cleared.current) {
      if (sameFields(kept, cleared.current)) return;
      cleared.current = null;
    }
    pending.current = setTimeout(() => {
      if (sameValues(kept, pick(form.options.defaultValues as V))) removeDraft(key);
      else writeDraft(key, kept);
    }, 300);
    return () => clearTimeout(pending.current);
  }, [form, key, pick, kept]);

  return {
    clear: useCallback(() => {
      clearTimeout(pending.current);
      cleared.current = pick((form.store.get() as { values: V }).values);
      if (key) removeDraft(key);
    }, [form, key, pick]),
    save: useCallback((v: V) => key && writeDraft(key, pick(v)), [key, pick]),
  };
}

/**
 * What of a stored draft the form can take: the fields it keeps, each of the type its default
 * has. A draft is text in localStorage, written by an older version of the form or edited by
 * hand; a field of another type would reach the form's rules and inputs as it is.
 */
function usable<V extends object>(saved: unknown, kept: Partial<V>): Partial<V> | null {
  if (!saved || typeof saved !== 'object' || Array.isArray(saved)) return null;
  const shape = kept as Record<string, unknown>;
  const fields = Object.entries(saved).filter(
    ([name, value]) => Object.hasOwn(shape, name) && typeof value === typeof shape[name] && Array.isArray(value) === Array.isArray(shape[name]) && (value === null) === (shape[name] === null),
  );
  return fields.length > 0 ? (Object.fromEntries(fields) as Partial<V>) : null;
}

/** The same fields with the same values (each compared as it is: a changed field is a new value). */
function sameFields(a: object, b: object): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => Object.hasOwn(y, k) && Object.is(x[k], y[k]));
}
