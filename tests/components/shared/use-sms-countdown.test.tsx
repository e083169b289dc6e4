import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import type { SendSmsError } from '../../../src/application/session/send-sms-code';
import { type Result, err, ok } from '../../../src/domain/common/result';
import { useSmsCountdown } from '../../../src/ui/components/use-sms-countdown';
import { useCodeSender } from '../../../src/ui/features/personal/security/use-code-sender';
import { renderWithApp } from '../test-app';

// The one countdown behind every 获取验证码 button (sign-in, registration, account retrieval,
// subsidiaries, sub-accounts, the security screens), driven by a fake clock only.
type Send = () => Promise<Result<string, SendSmsError>>;

function Harness({ send, seconds, security = false }: { send: Send; seconds: number; security?: boolean }) {
  const onCaptchaReset = () => resets.push(1);
  const plain = useSmsCountdown({ seconds, onCaptchaReset });
  const secured = useCodeSender(onCaptchaReset);
  const sms = security ? secured : plain;
  return (
    <button type="button" disabled={sms.coolingDown} aria-busy={sms.sending} onClick={() => void sms.request(send, (e) => failures.push(e))}>
      {sms.label}
    </button>
  );
}

let resets: number[] = [];
let failures: SendSmsError[] = [];
const tick = () => act(async () => vi.advanceTimersByTime(1000));
const flush = () => act(async () => {});

function open(send: Send, seconds = 3, security = false) {
  resets = [];
  failures = [];
  const app = renderWithApp(<Harness send={send} seconds={seconds} security={security} />);
  return { ...app, button: () => screen.getByRole('button') as HTMLButtonElement };
}

describe('useSmsCountdown', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down from its seconds after a send, then offers a new code and resets the captcha once', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const send = vi.fn<Send>(async () => ok(''));
    const f = open(send);
    fireEvent.click(f.button());
    await flush();
    expect(f.notifier.messages('success')).toEqual(['短信验证码已发送']);
    expect(f.button().textContent).toBe('3秒后重新获取');
    expect(f.button().disabled).toBe(true);
    await tick();
    expect(f.button().textContent).toBe('2秒后重新获取');
    await tick();
    expect(f.button().textContent).toBe('1秒后重新获取');
    expect(resets).toEqual([]);
    await tick();
    expect(f.button().textContent).toBe('获取验证码');
    expect(f.button().disabled).toBe(false);
    expect(resets).toEqual([1]);
    await tick();
    expect(resets).toEqual([1]);
  });

  it('the security screens count 59 s', async () => {
    const f = open(async () => ok('已发送'), 3, true);
    fireEvent.click(f.button());
    await flush();
    expect(f.notifier.messages('success')).toEqual(['已发送']);
    expect(f.button().textContent).toBe('59秒后重新获取');
  });

  it('sends one code at a time: a click while one is on its way says 信息错误，请核对', async () => {
    let answer = (_: Result<string, SendSmsError>) => {};
    const send = vi.fn<Send>(() => new Promise((r) => (answer = r)));
    const f = open(send);
    fireEvent.click(f.button());
    fireEvent.click(f.button());
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    expect(f.notifier.messages('error')).toEqual(['信息错误，请核对']);
    await act(async () => answer(ok('')));
    expect(f.button().textContent).toBe('3秒后重新获取');
  });

  it('a refused send resets the captcha at once; only a refusal the server gave stays silent', async () => {
    const blocked: SendSmsError = { kind: 'blocked', message: '智能验证失败,请点击智能验证' };
    const answers: (Result<string, SendSmsError> | Error)[] = [err(blocked), err({ kind: 'rejected', message: '频繁' }), new Error('offline')];
    const f = open(async () => {
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return next;
    });
    for (let i = 0; i < 3; i++) {
      fireEvent.click(f.button());
      await flush();
    }
    expect(resets).toEqual([1, 1, 1]);
    expect(failures.map((e) => e.kind)).toEqual(['blocked', 'rejected']);
    expect(f.notifier.messages('error')).toEqual(['智能验证失败,请点击智能验证']);
    expect(f.button().textContent).toBe('获取验证码');
    expect(f.button().disabled).toBe(false);
  });
});
