import { useEffect, useRef } from 'react';
import { useStore } from '@tanstack/react-form';
import type { PromotionFormValues } from '../../../../domain/promotion/promotion-form';

/** The editor keeps the body's draft under this key and offers it back when the form opens. */
export const promotionBodyDraftKey = (id?: number) => `promotion-body:${id ?? 'new'}`;
/** The other fields are kept here (the same store as the article form's fields). */
export const promotionFieldsDraftKey = (id?: number) => `merchant-draft:promotion:${id ?? 'new'}`;

type DraftFields = Omit<PromotionFormValues, 'content'>;
const FIELDS: readonly (keyof DraftFields)[] = ['title', 'poster', 'posterUrl', 'beginDay', 'endDay'];

function read(key: string): Partial<DraftFields> | null {
  try {
    const raw = globalThis.localStorage?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Partial<DraftFields>) : null;
  } catch {
    return null;
  }
}

export function clearPromotionDraft(key: string) {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    // Storage unavailable: there is no draft to clear.
  }
}

interface DraftForm {
  store: Parameters<typeof useStore>[0];
  state: { values: PromotionFormValues };
  setFieldValue: (field: keyof DraftFields, value: string) => void;
}

/**
 * Keeps the fields of a promotion form in localStorage while they are edited, and puts them
 * back when the form opens again (after a reload, say). `key` null keeps no draft (locked form).
 */
export function usePromotionFieldsDraft(form: DraftForm, key: string | null) {
  const values = useStore(form.store, (s) => (s as { values: PromotionFormValues }).values);
  const restored = useRef(false);

  useEffect(() => {
    if (!key || restored.current) return;
    restored.current = true;
    const draft = read(key);
    if (!draft) return;
    for (const field of FIELDS) {
      const value = draft[field];
      if (typeof value === 'string' && value !== form.state.values[field]) form.setFieldValue(field, value);
    }
  }, [form, key]);

  useEffect(() => {
    if (!key || !restored.current) return;
    const fields = Object.fromEntries(FIELDS.map((f) => [f, values[f]]));
    const timer = setTimeout(() => {
      try {
        globalThis.localStorage?.setItem(key, JSON.stringify(fields));
      } catch {
        // Storage full or disabled: the form still works, only the draft is not kept.
      }
    }, 300);
    return () => clearTimeout(timer);
  }, [key, values]);
}
