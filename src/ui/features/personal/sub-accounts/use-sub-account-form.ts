import type { AnyFormApi } from '@tanstack/react-form';
import type { FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { type SaveTarget, SaveSubAccount, type SubAccountSaveError } from '../../../../application/sub-accounts/save-sub-account';
import type { SubAccountSummary } from '../../../../domain/sub-account/sub-account';
import { EMPTY_SUB_ACCOUNT, type FormMode, SUB_ACCOUNT_MESSAGES, type SubAccountDraft, draftOf } from '../../../../domain/sub-account/sub-account-form';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { subAccountKeys } from './use-sub-account-queries';

/**
 * accountAdd's form: add, or edit `original`. A save says 已成功添加! or 修改成功! and returns to
 * the list (navigating while the submit runs, so the leave guard stays quiet); a refusal shows
 * the server's msg, a failed request 提交失败; either way the form keeps every value.
 * `afterSubmit` runs once a submit settled (the form kit's first field to fix, useRefusedSubmit).
 */
export function useSubAccountForm(original?: SubAccountSummary, afterSubmit: (form: AnyFormApi) => void = () => {}) {
  const save = useService(SaveSubAccount);
  const notifier = useService(TOKENS.Notifier);
  const client = useQueryClient();
  const navigate = useNavigate();
  const mode: FormMode = { editing: original !== undefined, originalPhone: original?.phone ?? '' };

  const refused = (error: SubAccountSaveError) => {
    if (error.kind === 'invalid') notifier.warning(Object.values(error.fields)[0] ?? '');
    else notifier.error(error.message);
  };

  const saving = useMutation({
    mutationFn: ({ draft, target }: { draft: SubAccountDraft; target: SaveTarget }) => save.execute(draft, target),
    onSuccess: async (result) => {
      if (result.ok) await client.invalidateQueries({ queryKey: subAccountKeys.all });
    },
  });

  const form = useAppForm({
    defaultValues: original ? draftOf(original) : EMPTY_SUB_ACCOUNT,
    onSubmit: async ({ value }) => {
      try {
        const result = await saving.mutateAsync({ draft: value, target: { ...mode, id: original?.id } });
        if (!result.ok) return refused(result.error);
        notifier.success(result.value);
        await navigate({ to: '/personal/accountlist' });
      } catch {
        // Session expiry and the like: the request layer has told the user; nothing typed is lost.
      }
    },
  });

  /** The <form>'s submit: a second one while the first runs is told 请勿多次提交. */
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (form.state.isSubmitting || saving.isPending) return notifier.warning(SUB_ACCOUNT_MESSAGES.repeat);
    void form.handleSubmit().then(() => afterSubmit(form));
  };

  return { form, mode, onSubmit };
}
