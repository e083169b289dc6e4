import { Stack } from '@chakra-ui/react';
import { useStore } from '@tanstack/react-form';
import { useNavigate } from '@tanstack/react-router';
import { TOKENS } from '../../../../application/tokens';
import { ChangePasswordInSettings } from '../../../../application/security/change-password-in-settings';
import { currentPasswordRules, validateNormalChange } from '../../../../domain/security/password-change';
import { hasErrors } from '../../../../domain/shared/validation';
import { useService } from '../../../app/container-context';
import { useAppForm } from '../../../components/form/form-kit';
import { AppFormElement } from '../../../components/form/form-parts';
import { rules } from '../../../components/form/rules';
import { NewPasswordFields } from './new-password-fields';

const EMPTY = { current: '', next: '', confirm: '' };

/** 普通修改: current, new and confirm (type=normal); success ends the session and opens /login. */
export function NormalChangeForm() {
  const change = useService(ChangePasswordInSettings);
  const notifier = useService(TOKENS.Notifier);
  const navigate = useNavigate();
  const form = useAppForm({
    defaultValues: EMPTY,
    onSubmit: async ({ value }) => {
      const result = await change.execute(value).catch(() => null);
      if (!result?.ok) return;
      notifier.success('修改成功!');
      await navigate({ to: '/login', replace: true });
    },
  });
  const valid = useStore(form.store, (s) => !hasErrors(validateNormalChange(s.values)));

  return (
    <AppFormElement form={form} maxW="md">
      <Stack gap="4">
        <form.AppField name="current" validators={rules(...currentPasswordRules)}>
          {(f) => <f.PasswordField label="当前密码" required />}
        </form.AppField>
        <NewPasswordFields form={form} fields={{ next: 'next', confirm: 'confirm' }} />
        <form.AppForm>
          <form.SubmitButton disabled={!valid}>确认修改</form.SubmitButton>
          <form.FormLeaveGuard />
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
