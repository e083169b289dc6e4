import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { PasswordLoginForm } from '../../../src/ui/features/sign-in/password-login-form';
import { renderWithApp, testContainer } from '../test-app';
import { messageBeside } from './field-message';

// 账号登录 on the form kit: the spec's messages beside the fields, one sign-in per double click,
// a refused sign-in keeps everything, the remembered account comes back, the username is trimmed.
function open(container = testContainer()) {
  const onSignedIn = vi.fn();
  const app = renderWithApp(<PasswordLoginForm onSignedIn={onSignedIn} />, container);
  const username = () => screen.getByRole('textbox', { name: '用户名' }) as HTMLInputElement;
  const password = () => screen.getByLabelText('密码') as HTMLInputElement;
  const remember = () => screen.getByRole('checkbox', { name: '记住密码' }) as HTMLInputElement;
  const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
  const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));
  return { ...app, onSignedIn, username, password, remember, type, submit };
}

describe('账号登录', () => {
  it('says what is missing beside each field on the first submit and signs nobody in', async () => {
    const f = open();
    f.submit();
    await waitFor(() => expect(messageBeside(f.username())).toBe('请输入用户名'));
    expect(messageBeside(f.password())).toBe('请输入密码');
    expect(f.auth.called('signInWithPassword')).toHaveLength(0);
  });

  it('clears a message once the field is fixed, and a blank username stays missing', async () => {
    const f = open();
    f.submit();
    await waitFor(() => expect(messageBeside(f.username())).toBe('请输入用户名'));
    f.type(f.username(), '   ');
    expect(messageBeside(f.username())).toBe('请输入用户名');
    f.type(f.username(), 'merchant');
    await waitFor(() => expect(messageBeside(f.username())).toBe(''));
    expect(messageBeside(f.password())).toBe('请输入密码');
  });

  it('signs in once on a double click, with the username trimmed', async () => {
    const f = open();
    f.type(f.username(), '  merchant ');
    f.type(f.password(), 'Demo1234');
    f.submit();
    f.submit();
    await waitFor(() => expect(f.onSignedIn).toHaveBeenCalledTimes(1));
    expect(f.auth.called('signInWithPassword').map((c) => c.args)).toEqual([['merchant', 'Demo1234']]);
  });

  it('keeps what was typed and 记住密码 when the sign-in is refused', async () => {
    const f = open();
    f.type(f.username(), 'merchant');
    f.type(f.password(), 'Wrong1234');
    fireEvent.click(screen.getByText('记住密码'));
    await waitFor(() => expect(f.remember().checked).toBe(true));
    f.submit();
    await waitFor(() => expect(f.auth.called('signInWithPassword')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: '登录' })).toHaveProperty('disabled', false));
    expect(f.onSignedIn).not.toHaveBeenCalled();
    expect(f.username().value).toBe('merchant');
    expect(f.password().value).toBe('Wrong1234');
    expect(f.remember().checked).toBe(true);
    expect(f.store.remembered).toBeNull();
  });

  it('fills in the remembered account and keeps remembering it, trimmed', async () => {
    const container = testContainer();
    container.store.remembered = { account: 'merchant', password: btoa('Demo1234') };
    const f = open(container);
    expect(f.username().value).toBe('merchant');
    expect(f.password().value).toBe('Demo1234');
    expect(f.remember().checked).toBe(true);
    f.type(f.username(), ' merchant2 ');
    f.submit();
    await waitFor(() => expect(f.onSignedIn).toHaveBeenCalledTimes(1));
    expect(f.store.remembered).toEqual({ account: 'merchant2', password: btoa('Demo1234') });
  });
});
