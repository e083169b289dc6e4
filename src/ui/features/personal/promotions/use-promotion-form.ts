import { useState } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { type PromotionSaveError, SavePromotion } from '../../../../application/promotions/save-promotion';
import type { Promotion } from '../../../../domain/promotion/promotion';
import { EMPTY_PROMOTION_FORM, promotionToForm } from '../../../../domain/promotion/promotion-form';
import { isPromotionLocked } from '../../../../domain/promotion/promotion-rules';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { useFormDraft } from '../../../components/form/use-form-draft';
import { useEditorDraft } from '../../../components/rich-text-editor/draft-storage';
import { promotionBodyDraftKey, promotionDraftFields, promotionFieldsDraftKey } from './promotion-draft';
import { promotionKeys } from './use-promotion-queries';
import { useContentSave } from '../../../components/content/use-content-save';

type Form = { setFieldValue: (field: 'poster' | 'posterUrl', value: string) => void };

/**
 * The promotion form: TanStack Form over the domain's values, a local draft of the fields
 * (the editor keeps the body's), and the save outcomes of spec 2 section 8. Status 1 or 2
 * locks every field. A failed submit keeps everything; a save clears the drafts.
 */
export function usePromotionForm(original?: Promotion) {
  const save = useService(SavePromotion);
  const notifier = useService(TOKENS.Notifier);
  const clock = useService(TOKENS.Clock);
  const navigate = useNavigate();
  const [now] = useState(() => clock.now());
  const locked = original !== undefined && isPromotionLocked(original.status);
  const body = useEditorDraft(promotionBodyDraftKey(original?.id));

  const refused = (form: Form, error: PromotionSaveError) => {
    if (error.kind === 'poster-reset') {
      // 20022: the chosen image and the poster go; everything else stays.
      form.setFieldValue('poster', '');
      form.setFieldValue('posterUrl', '');
      if (error.message) notifier.error(error.message);
    } else if (error.kind === 'invalid') {
      // The fields run the same rules and show them; this only catches what changed since.
      notifier.warning(Object.values(error.fields)[0] ?? '');
    } else if (error.kind !== 'rejected') notifier.warning(error.message);
  };

  const saving = useContentSave(save, original, promotionKeys.all);

  const form = useAppForm({
    defaultValues: original ? promotionToForm(original) : EMPTY_PROMOTION_FORM,
    onSubmit: async ({ value, formApi }) => {
      try {
        const result = await saving.mutateAsync(value);
        if (!result.ok) return refused(formApi as unknown as Form, result.error);
        fields.clear();
        body.clear();
        notifier.success(original ? '修改成功!' : '提交成功');
        await navigate({ to: '/personal/promotions' });
        // The editor saves a pending autosave as it unmounts; that copy must not come back.
        body.clear();
      } catch {
        // The request layer has told the user; the form keeps everything.
      }
    },
  });
  const fields = useFormDraft(locked ? null : promotionFieldsDraftKey(original?.id), form, promotionDraftFields);

  return {
    form,
    locked,
    now,
    editing: original !== undefined,
    bodyKey: body.draftKey,
    discardDraft: fields.clear,
  };
}

export type PromotionFormState = ReturnType<typeof usePromotionForm>;
