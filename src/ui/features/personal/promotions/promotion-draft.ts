import { useCallback, useEffect, useRef } from 'react';
import { useStore } from '@tanstack/react-form';
import type { PromotionFormValues } from '../../../../domain/promotion/promotion-form';
import { useOwnedDraftKey } from '../../../components/owned-drafts';
import { readDraft, writeDraft } from '../../content/draft-store';
import { useDraftWrite } from '../../../components/form/use-form-draft';

/** The editor keeps the body's draft under this key (the user's) and offers it back when the form opens. */
export const promotionBodyDraftKey = (id?: number) => `promotion-body:${id ?? 'new'}`;
/** The other fields are kept here (the same store as the article form's fields). */
export const promotionFieldsDraftKey = (id?: number) => `promotion:${id ?? 'new'}`;

type DraftFields = Omit<PromotionFormValues, 'content'>;
const FIELDS: readonly (keyof DraftFields)[] = ['title', 'poster', 'posterUrl', 'beginDay', 'endDay'];

const writeFields = (key: string, values: PromotionFormValues) => writeDraft(key, Object.fromEntries(FIELDS.map((f) => [f, values[f]])));

function read(key: string): Partial<DraftFields> | null {
  const parsed = readDraft<unknown>(key);
  return parsed && typeof parsed === 'object' ? (parsed as Partial<DraftFields>) : null;
}

interface DraftForm {
  store: Parameters<typeof useStore>[0];
  state: { values: PromotionFormValues };
  setFieldValue: (field: keyof DraftFields, value: string) => void;
}

/**
 * Keeps the fields of a promotion form in localStorage, for the signed-in user, while they are
 * edited, and puts that user's fields back when the form opens again (after a reload, say).
 * `plainKey` null keeps no draft (locked form); `clear` after a save or a discard.
 */
export function usePromotionFieldsDraft(form: DraftForm, plainKey: string | null) {
  const key = useOwnedDraftKey(plainKey);
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

  // The fields are kept once the draft has been put back (or found missing).
  const clear = useDraftWrite(key, values, writeFields, restored);

  return {
    clear: useCallback(() => clear((form.store.get() as { values: PromotionFormValues }).values), [clear, form]),
  };
}
