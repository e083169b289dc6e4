import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Input, Stack } from '@chakra-ui/react';
import { TOKENS } from '../../../application/tokens';
import { SignInWithPassword, decodeRemembered } from '../../../application/session/sign-in';
import { type PasswordSignInField, validatePasswordSignIn } from '../../../domain/account/sign-in-form';
import type { FieldErrors } from '../../../domain/shared/validation';
import type { LocalUser } from '../../../domain/session/local-user';
import { useService } from '../../app/container-context';
import { FormField } from '../../components/form-field';

/** 账号登录: username (trimmed), password, 记住密码 pre-filled from the remembered cookies. */
export function PasswordLoginForm({ onSignedIn }: { onSignedIn: (user: LocalUser) => void }) {
  const signIn = useService(SignInWithPassword);
  const store = useService(TOKENS.SessionStore);
  const [initial] = useState(() => store.getRemembered());
  const [username, setUsername] = useState(initial?.account ?? '');
  const [password, setPassword] = useState(initial ? decodeRemembered(initial.password) : '');
  const [remember, setRemember] = useState(Boolean(initial));
  const [errors, setErrors] = useState<FieldErrors<PasswordSignInField>>({});
  const [busy, setBusy] = useState(false);

  const recheck = (field: PasswordSignInField, next: { username: string; password: string }) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: validatePasswordSignIn({ ...next, username: next.username.trim() })[field] }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      const result = await signIn.execute({ username, password, remember });
      if (result.ok) return onSignedIn(result.value);
      if (result.error.kind === 'invalid') setErrors(result.error.fields);
    } catch {
      // The request layer has told the user; the form keeps what they typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="4">
      <FormField label="用户名" error={errors.username}>
        <Input
          name="username"
          autoComplete="username"
          placeholder="请输入用户名"
          value={username}
          onChange={(e) => {
            setUsername(e.target.value);
            recheck('username', { username: e.target.value, password });
          }}
        />
      </FormField>
      <FormField label="密码" error={errors.password}>
        <Input
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder="请输入密码"
          value={password}
          onChange={(e) => {
            setPassword(e.target.value);
            recheck('password', { username, password: e.target.value });
          }}
        />
      </FormField>
      <Checkbox.Root checked={remember} onCheckedChange={(e) => setRemember(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>记住密码</Checkbox.Label>
      </Checkbox.Root>
      <Button type="submit" colorPalette="blue" size="lg" loading={busy}>
        登录
      </Button>
      </Stack>
    </form>
  );
}
