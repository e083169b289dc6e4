import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { SmsLoginForm } from '../../../src/ui/features/sign-in/sms-login-form';
import { BusinessError } from '../../../src/application/errors';
import { renderWithApp } from '../test-app';
import { loadMutationCore } from '../../../src/ui/components/late-mutation';
import { messageBeside } from './field-message';

const flush = () => act(async () => {});

describe('SMS code button', () => {
  // As on a page after its first paint: the mutation's TanStack Query core is there (its loading
  // is a real module load, which the fake clock below would not let finish within a flush).
  beforeAll(() => loadMutationCore());
  afterEach(() => vi.useRealTimers());

  // Only the fake clock decides the outcome: 60 renders take as long as the machine needs, so
  // the test has no wall-clock budget (timeout 0) and waits on nothing real.
  it('counts down 60 s after sending, then resets the captcha', { timeout: 0 }, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const app = renderWithApp(<SmsLoginForm onSignedIn={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13800000001' } });
    fireEvent.click(screen.getByRole('button', { name: '点击进行智能验证' }));
    expect(screen.getByText('验证通过')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(app.auth.called('sendSmsCode')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '60秒后重新获取' })).toHaveProperty('disabled', true);
    await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeTruthy();
    for (let i = 0; i < 59; i++) await act(async () => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: '点击进行智能验证' })).toBeTruthy();
  });

  it('20023 shows the disabled-company message and resets the captcha at once', async () => {
    const app = renderWithApp(<SmsLoginForm onSignedIn={() => {}} />);
    app.auth.smsAnswer = new BusinessError(20023, '禁用');
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13800000099' } });
    fireEvent.click(screen.getByRole('button', { name: '点击进行智能验证' }));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await flush();
    expect(app.notifier.messages('error')).toEqual(['您的公司账号已被禁用，无法登录']);
    expect(screen.getByRole('button', { name: '点击进行智能验证' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '获取验证码' })).toHaveProperty('disabled', false);
  });

  it('keeps what was typed when the sign-in is refused', async () => {
    const app = renderWithApp(<SmsLoginForm onSignedIn={() => {}} />);
    fireEvent.change(screen.getByRole('textbox', { name: '手机号' }), { target: { value: '13800000001' } });
    fireEvent.change(screen.getByRole('textbox', { name: '验证码' }), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
    await flush();
    expect(app.auth.called('signInWithSms')).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement).value).toBe('13800000001');
    expect((screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement).value).toBe('000000');
  });
});

describe('快捷登录 on the form kit', () => {
  const open = () => {
    const onSignedIn = vi.fn();
    const app = renderWithApp(<SmsLoginForm onSignedIn={onSignedIn} />);
    const phone = () => screen.getByRole('textbox', { name: '手机号' }) as HTMLInputElement;
    const code = () => screen.getByRole('textbox', { name: '验证码' }) as HTMLInputElement;
    const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
    const submit = () => fireEvent.click(screen.getByRole('button', { name: '登录' }));
    return { ...app, onSignedIn, phone, code, type, submit };
  };

  it('says what is missing beside each field on the first submit, and a fixed field loses its message', async () => {
    const f = open();
    f.submit();
    await waitFor(() => expect(messageBeside(f.phone())).toBe('手机号不能为空'));
    expect(messageBeside(f.code())).toBe('请输入验证码');
    expect(f.auth.called('signInWithSms')).toHaveLength(0);
    f.type(f.phone(), '1700000000');
    await waitFor(() => expect(messageBeside(f.phone())).toBe('禁止使用170、171号段手机'));
    f.type(f.phone(), '13800000001');
    await waitFor(() => expect(messageBeside(f.phone())).toBe(''));
    expect(messageBeside(f.code())).toBe('请输入验证码');
  });

  it('signs in once on a double click', async () => {
    const f = open();
    f.type(f.phone(), '13800000001');
    f.type(f.code(), '123456');
    f.submit();
    f.submit();
    await waitFor(() => expect(f.onSignedIn).toHaveBeenCalledTimes(1));
    expect(f.auth.called('signInWithSms').map((c) => c.args)).toEqual([['13800000001', '123456']]);
  });

  it('a code asked for a wrong phone says so beside 手机号 until the phone is fixed', async () => {
    const f = open();
    f.type(f.phone(), '12345');
    fireEvent.click(screen.getByRole('button', { name: '点击进行智能验证' }));
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(messageBeside(f.phone())).toBe('请填写正确的手机号'));
    expect(f.notifier.messages('error')).toEqual(['请填写正确的手机号']);
    expect(f.auth.called('sendSmsCode')).toHaveLength(0);
    f.type(f.phone(), '13800000001');
    await waitFor(() => expect(messageBeside(f.phone())).toBe(''));
  });
});
