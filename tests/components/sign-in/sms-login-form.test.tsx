import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { SmsLoginForm } from '../../../src/ui/features/sign-in/sms-login-form';
import { BusinessError } from '../../../src/application/errors';
import { renderWithApp } from '../test-app';

const flush = () => act(async () => {});

describe('SMS code button', () => {
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
