import { useState } from 'react';
import { Stack } from '@chakra-ui/react';
import { TOKENS } from '../../../application/tokens';
import { SignInWithPassword, decodeRemembered } from '../../../application/session/sign-in';
import { PasswordSignInForm } from '../../../domain/account/sign-in-form';
import { useService } from '../../platform/container-context';
import { AppFormElement } from '../../components/form/form-parts';
import { useLateMutation } from '../../components/late-mutation';
import { useShortForm } from '../../components/form/short-form-kit';
import { type SignedIn, signInSubmit } from './sign-in-submit';

const F = PasswordSignInForm.entries;

/** 账号登录: username (trimmed), password, 记住密码 pre-filled from the remembered cookies. */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: SignedIn }) {
  const signIn = useService(SignInWithPassword);
  const signingIn = useLateMutation({ mutationFn: (value: Parameters<SignInWithPassword['execute']>[0]) => signIn.execute(value) });
  const store = useService(TOKENS.SessionStore);
  const [defaultValues] = useState(() => {
    const remembered = store.getRemembered();
    return {
      username: remembered?.account ?? '',
      password: remembered ? decodeRemembered(remembered.password) : '',
      remember: Boolean(remembered),
    };
  });
  const form = useShortForm({
    defaultValues,
    onSubmit: signInSubmit(signingIn.mutateAsync, onSignedIn),
  });

  return (
    <AppFormElement form={form}>
      <Stack gap="4">
        <form.AppField name="username" validators={{ onChange: F.username }}>
          {(f) => <f.TextField label="用户名" autoComplete="username" placeholder="请输入用户名" />}
        </form.AppField>
        <form.AppField name="password" validators={{ onChange: F.password }}>
          {(f) => <f.PasswordField label="密码" autoComplete="current-password" placeholder="请输入密码" reveal={false} />}
        </form.AppField>
        <form.Field name="remember">
          {(f) => (
            <label className="remember-me">
              <input type="checkbox" name="remember" checked={f.state.value} onChange={(e) => f.handleChange(e.target.checked)} />
              记住密码
            </label>
          )}
        </form.Field>
        <form.AppForm>
          <form.SubmitButton size="lg">登录</form.SubmitButton>
        </form.AppForm>
      </Stack>
    </AppFormElement>
  );
}
