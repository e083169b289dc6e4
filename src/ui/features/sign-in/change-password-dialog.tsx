import { Dialog, Portal, Stack } from '@chakra-ui/react';
import { ChangePassword, validateChangePassword } from '../../../application/account/change-password';
import { CHANGE_PASSWORD_MESSAGES } from '../../../domain/shared/password';
import { useService } from '../../app/container-context';
import { useAppForm } from '../../components/form/form-kit';
import { AppFormElement } from '../../components/form/form-parts';
import { wholeForm } from '../../components/form/rules';

const EMPTY = { current: '', next: '', confirm: '' };

/** The forced change after sign-in (needChangePwd): login continues only once it succeeds. */
export function ChangePasswordDialog({ open, onChanged }: { open: boolean; onChanged: () => void }) {
  const changePassword = useService(ChangePassword);
  const form = useAppForm({
    defaultValues: EMPTY,
    validators: wholeForm(validateChangePassword),
    onSubmit: async ({ value }) => {
      try {
        const result = await changePassword.execute(value);
        if (result.ok) onChanged();
      } catch {
        // Reported by the request layer; the dialog keeps what was typed.
      }
    },
  });

  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <AppFormElement form={form}>
              <Dialog.Header>
                <Dialog.Title>修改密码</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <form.AppField name="current">{(f) => <f.TextField label="当前密码" type="password" autoComplete="current-password" />}</form.AppField>
                  <form.AppField name="next">{(f) => <f.TextField label="新密码" type="password" autoComplete="new-password" helper={CHANGE_PASSWORD_MESSAGES.hint} />}</form.AppField>
                  <form.AppField name="confirm">{(f) => <f.TextField label="确认密码" type="password" autoComplete="new-password" />}</form.AppField>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <form.AppForm>
                  <form.SubmitButton width="full">确定</form.SubmitButton>
                </form.AppForm>
              </Dialog.Footer>
            </AppFormElement>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
