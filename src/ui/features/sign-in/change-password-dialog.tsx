import { Stack } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { ChangePasswordAfterSignIn } from '../../../application/account/change-password';
import { CHANGE_PASSWORD_MESSAGES } from '../../../domain/common/password';
import { ForcedChangeForm, type ForcedChangeValues } from '../../../domain/security/password-change';
import { useService } from '../../platform/container-context';
import { useAppForm } from '../../components/form/form-kit';
import { AppFormElement } from '../../components/form/form-parts';
import { confirmationOf } from '../../components/form/confirmation';
import { DialogFrame } from '../../components/dialog-frame';

const EMPTY: ForcedChangeValues = { current: '', next: '', confirm: '' };
const F = ForcedChangeForm.entries;

/**
 * The forced change after sign-in (needChangePwd): login continues only once it succeeds, and
 * 记住密码 then remembers the new password. On
 * the form kit, loaded with the post-login flow (never with /login itself); the use case checks
 * the same rules again and a refused change keeps what was typed.
 */
export function ChangePasswordDialog({ open, onChanged }: { open: boolean; onChanged: () => void }) {
  const changePassword = useService(ChangePasswordAfterSignIn);
  const change = useMutation({ mutationFn: (value: ForcedChangeValues) => changePassword.execute(value) });
  const form = useAppForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      const result = await change.mutateAsync(value).catch(() => null);
      if (result?.ok) onChanged();
    },
  });

  return (
    <DialogFrame
      open={open}
      closeOnEscape={false}
      closeOnInteractOutside={false}
      maxW="md"
      title="修改密码"
      wrap={(inner) => <AppFormElement form={form}>{inner}</AppFormElement>}
      footer={
        <form.AppForm>
          <form.SubmitButton width="full">确定</form.SubmitButton>
        </form.AppForm>
      }
    >
      <Stack gap="4">
        <form.AppField name="current" validators={{ onChange: F.current }}>
          {(f) => <f.PasswordField label="当前密码" autoComplete="current-password" />}
        </form.AppField>
        <form.AppField name="next" validators={{ onChange: F.next }}>
          {(f) => <f.PasswordField label="新密码" helper={CHANGE_PASSWORD_MESSAGES.hint} />}
        </form.AppField>
        <form.AppField name="confirm" validators={confirmationOf(() => form.getFieldValue('next'))}>
          {(f) => <f.PasswordField label="确认密码" />}
        </form.AppField>
      </Stack>
    </DialogFrame>
  );
}
