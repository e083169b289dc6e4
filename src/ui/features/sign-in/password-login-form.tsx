import { useState } from 'react';
import { Checkbox, Stack } from '@chakra-ui/react';
import { TOKENS } from '../../../application/tokens';
import { SignInWithPassword, decodeRemembered } from '../../../application/session/sign-in';
import { SIGN_IN_MESSAGES } from '../../../domain/account/sign-in-form';
import { required } from '../../../domain/shared/validation';
import type { LocalUser } from '../../../domain/session/local-user';
import { useService } from '../../app/container-context';
import { useAppForm } from '../../components/form/form-kit';
import { AppFormElement } from '../../components/form/form-parts';
import { rules } from '../../components/form/rules';

const passwordGiven = (p: string) => (p === '' ? SIGN_IN_MESSAGES.passwordRequired : null);

/** 账号登录: username (trimmed), password, 记住密码 pre-filled from the remembered cookies. */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (user: LocalUser) => void }) {
  const signIn = useService(SignInWithPassword);
  const store = useService(TOKENS.SessionStore);
  const [initial] = useState(() => store.getRemembered());
  const [remember, setRemember] = useState(Boolean(initial));
  const form = useAppForm({
    defaultValues: { username: initial?.account ?? '', password: initial ? decodeRemembered(initial.password) : '' },
    onSubmit: async ({ value }) => {
      try {
        const result = await signIn.execute({ ...value, remember });
        if (result.ok) onSignedIn(result.value);
      } catch {
        // The request layer has told the user; the form keeps what they typed.
      }
    },
  });

  return (
    <AppFormElement form={form}>
      <Stack gap="4">
        <form.AppField name="username" validators={rules(required(SIGN_IN_MESSAGES.usernameRequired))}>
          {(f) => <f.TextField label="用户名" placeholder="请输入用户名" autoComplete="username" />}
        </form.AppField>
        <form.AppField name="password" validators={rules(passwordGiven)}>
          {(f) => <f.TextField label="密码" type="password" placeholder="请输入密码" autoComplete="current-password" />}
        </form.AppField>
        <Checkbox.Root checked={remember} onCheckedChange={(e) => setRemember(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>记住密码</Checkbox.Label>
        </Checkbox.Root>
        <form.AppForm>
          <form.SubmitButton size="lg">登录</form.SubmitButton>
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
