import { useEffect } from 'react';
import { Button, Dialog, Stack } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { TOKENS } from '../../../../application/tokens';
import { type HonorSaveError, SaveHonor } from '../../../../application/honors/save-honor';
import type { Honor } from '../../../../domain/honor/honor';
import { EMPTY_HONOR_FORM, HonorForm as HonorSchema, honorToForm } from '../../../../domain/honor/honor-form';
import { fieldFacts } from '../../../../domain/common/schema';
import { useService } from '../../../platform/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { AppFormElement } from '../../../components/form/form-parts';
import { firstMessage, sameValues } from '../../../components/form/rules';
import { HonorImagesField } from './honor-images-field';
import { honorKeys } from './use-honor-queries';
import { useContentSave } from '../../../components/content/use-content-save';

const F = HonorSchema.entries;

/** Add (no original) or edit of a not-passed honour; a failed save keeps the title and every photo. */
export function HonorForm({ original, onSaved, onCancel, onDirtyChange }: {
  original?: Honor;
  onSaved: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const save = useService(SaveHonor);
  const notifier = useService(TOKENS.Notifier);

  const report = (error: HonorSaveError) => {
    if (error.kind === 'forbidden' || error.kind === 'unchanged') notifier.warning(error.message);
    // 'invalid' shows next to the fields; 'silent' (20022) and 'rejected' (already told) add nothing.
  };

  const saving = useContentSave(save, original, honorKeys.all);

  const form = useAppForm({
    defaultValues: original ? honorToForm(original) : EMPTY_HONOR_FORM,
    onSubmit: async ({ value, formApi }) => {
      const result = await saving.mutateAsync(value).catch(() => null);
      if (!result) return;
      if (!result.ok) return report(result.error);
      formApi.reset(value);
      notifier.success(original ? '修改成功!' : '添加成功');
      onSaved();
    },
  });
  const dirty = useStore(form.store, (s) => !s.isSubmitting && !sameValues(s.values, form.options.defaultValues));
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  return (
    <AppFormElement form={form}>
      <Dialog.Body>
        <Stack gap="5">
          <form.AppField name="title" validators={{ onChange: F.title }}>
            {(f) => <f.TextField label="标题" {...fieldFacts(F.title)} placeholder="3-30个字" />}
          </form.AppField>
          <form.Field name="photos" validators={{ onChange: F.photos }}>
            {(f) => (
              <HonorImagesField
                value={f.state.value}
                onChange={(update) => f.handleChange(update)}
                error={f.state.meta.isTouched || f.form.state.submissionAttempts > 0 ? firstMessage(f.state.meta.errors) : undefined}
              />
            )}
          </form.Field>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel}>
          取消
        </Button>
        <form.AppForm>
          <form.SubmitButton>提交</form.SubmitButton>
          <form.FormLeaveGuard />
        </form.AppForm>
      </Dialog.Footer>
    </AppFormElement>
  );
}
