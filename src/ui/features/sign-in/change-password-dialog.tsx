import { useState, type FormEvent } from 'react';
import { Button, Dialog, Input, Portal, Stack } from '@chakra-ui/react';
import {
  ChangePassword,
  type ChangePasswordField,
  validateChangePassword,
} from '../../../application/account/change-password';
import { CHANGE_PASSWORD_MESSAGES } from '../../../domain/shared/password';
import type { FieldErrors } from '../../../domain/shared/validation';
import { useService } from '../../app/container-context';
import { FormField } from '../../components/form-field';

const EMPTY = { current: '', next: '', confirm: '' };

/** The forced change after sign-in (needChangePwd): login continues only once it succeeds. */
export function ChangePasswordDialog({ open, onChanged }: { open: boolean; onChanged: () => void }) {
  const changePassword = useService(ChangePassword);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const [busy, setBusy] = useState(false);

  const update = (field: ChangePasswordField, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validateChangePassword(next)[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await changePassword.execute(values);
      if (result.ok) return onChanged();
      if (result.error.kind === 'invalid') setErrors(result.error.fields);
    } finally {
      setBusy(false);
    }
  };

  const field = (name: ChangePasswordField, label: string, autoComplete: string) => (
    <FormField label={label} error={errors[name]} helper={name === 'next' ? CHANGE_PASSWORD_MESSAGES.hint : undefined}>
      <Input
        type="password"
        autoComplete={autoComplete}
        value={values[name]}
        onChange={(e) => update(name, e.target.value)}
        onBlur={() => setErrors((e) => ({ ...e, [name]: validateChangePassword(values)[name] }))}
      />
    </FormField>
  );

  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="md">
            <form onSubmit={submit} noValidate>
            <Dialog.Header>
              <Dialog.Title>修改密码</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {field('current', '当前密码', 'current-password')}
                {field('next', '新密码', 'new-password')}
                {field('confirm', '确认密码', 'new-password')}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button type="submit" colorPalette="blue" loading={busy} width="full">
                确定
              </Button>
            </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
