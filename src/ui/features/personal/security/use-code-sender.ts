import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS } from '../../../../application/tokens';
import type { SendSmsError } from '../../../../application/session/send-sms-code';
import type { Result } from '../../../../domain/shared/result';
import { SIGN_IN_MESSAGES } from '../../../../domain/account/sign-in-form';
import { SECURITY_SMS_SECONDS } from '../../../../domain/security/security-code';
import { useService } from '../../../app/container-context';

/**
 * The 获取验证码 button of the security screens: one request at a time, a 59 s countdown after
 * sending, then the captcha is reset (spec 2 section 4). Unlike the sign-in sender it takes the
 * send itself, since these screens send to the bound phone (?verify_type=) or to a new number.
 */
export function useCodeSender(onCaptchaReset: () => void) {
  const notifier = useService(TOKENS.Notifier);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const reset = useRef(onCaptchaReset);
  reset.current = onCaptchaReset;

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => {
      setLeft((s) => s - 1);
      if (left === 1) reset.current();
    }, 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const request = useCallback(
    async (send: () => Promise<Result<string, SendSmsError>>) => {
      if (sending || left > 0) return notifier.error(SIGN_IN_MESSAGES.codePending);
      setSending(true);
      try {
        const result = await send();
        if (result.ok) {
          notifier.success(result.value || '短信验证码已发送');
          setLeft(SECURITY_SMS_SECONDS);
          return;
        }
        // A refusal by the server has been shown by the request layer already.
        if (result.error.kind !== 'rejected') notifier.error(result.error.message);
        reset.current();
      } catch {
        reset.current();
      } finally {
        setSending(false);
      }
    },
    [left, notifier, sending],
  );

  return { request, label: left > 0 ? `${left}秒后重新获取` : '获取验证码', sending, coolingDown: left > 0 };
}
