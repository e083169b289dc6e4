import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { TOKENS } from '../../application/tokens';
import type { SendSmsError } from '../../application/session/send-sms-code';
import type { Result } from '../../domain/common/result';
import { SIGN_IN_MESSAGES } from '../../domain/account/sign-in-form';
import { useService } from '../platform/container-context';
import { SMS_SENT_MESSAGE } from '../../domain/account/sms-sent';
import { useOneShot } from './one-shot';

/**
 * The 获取验证码 button's life, for every screen that sends an SMS code behind the smart
 * captcha (spec 1 section 4, spec 2 section 4): one request at a time, a countdown of `seconds`
 * after sending (`N秒后重新获取`), then the captcha resets; a click while a code is pending says
 * 信息错误，请核对. A send that fails resets the captcha at once; its message is shown unless
 * the server refused (the request layer has shown that one). `onError` sees every failure.
 */
export function useSmsCountdown({ seconds, onCaptchaReset }: { seconds: number; onCaptchaReset: () => void }) {
  const notifier = useService(TOKENS.Notifier);
  const [left, setLeft] = useState(0);
  const reset = useRef(onCaptchaReset);
  // The latest value for the effects and handlers, written once the render is committed.
  useLayoutEffect(() => {
    reset.current = onCaptchaReset;
  });

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => {
      setLeft((s) => s - 1);
      if (left === 1) reset.current();
    }, 1000);
    return () => clearTimeout(timer);
  }, [left]);

  // One request at a time through a synchronous guard (useOneShot): the second click of a
  // double click is a click while a code is pending.
  const sendOnce = useOneShot(
    async (send: () => Promise<Result<string, SendSmsError>>, onError?: (error: SendSmsError) => void) => {
      try {
        const result = await send();
        if (result.ok) {
          notifier.success(result.value || SMS_SENT_MESSAGE);
          setLeft(seconds);
          return;
        }
        onError?.(result.error);
        if (result.error.kind !== 'rejected') notifier.error(result.error.message);
        reset.current();
      } catch {
        reset.current();
      }
    },
    () => notifier.error(SIGN_IN_MESSAGES.codePending),
  );
  const { run } = sendOnce;
  const request = useCallback(
    async (send: () => Promise<Result<string, SendSmsError>>, onError?: (error: SendSmsError) => void) => {
      if (left > 0) return notifier.error(SIGN_IN_MESSAGES.codePending);
      await run(send, onError);
    },
    [left, notifier, run],
  );

  return { request, label: left > 0 ? `${left}秒后重新获取` : '获取验证码', sending: sendOnce.busy, coolingDown: left > 0 };
}
