import { useCallback, useEffect, useRef, useState } from 'react';
import { TOKENS } from '../../../application/tokens';
import type { CaptchaProof, VerifyType } from '../../../application/ports/auth-gateway';
import { SendSmsCode } from '../../../application/session/send-sms-code';
import { SIGN_IN_MESSAGES, SMS_COOLDOWN_SECONDS } from '../../../domain/account/sign-in-form';
import { useService } from '../../app/container-context';

/**
 * The SMS button's life: blocked without captcha or phone, one request at a time, a 60 s
 * countdown after sending, then the captcha resets (spec 1 section 4). A click while a
 * code is pending says 信息错误，请核对.
 */
export function useSmsSender(options: {
  verifyType: VerifyType;
  onCaptchaReset: () => void;
  onPhoneError?: (message: string) => void;
  seconds?: number;
}) {
  const send = useService(SendSmsCode);
  const notifier = useService(TOKENS.Notifier);
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const reset = useRef(options.onCaptchaReset);
  reset.current = options.onCaptchaReset;

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => {
      setLeft((s) => s - 1);
      if (left === 1) reset.current();
    }, 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const request = useCallback(
    async (phone: string, proof: CaptchaProof | null) => {
      if (sending || left > 0) return notifier.error(SIGN_IN_MESSAGES.codePending);
      setSending(true);
      try {
        const result = await send.execute({ phone, verifyType: options.verifyType, proof });
        if (result.ok) {
          notifier.success(result.value || '短信验证码已发送');
          setLeft(options.seconds ?? SMS_COOLDOWN_SECONDS);
          return;
        }
        const { error } = result;
        if (error.kind === 'blocked') {
          if (proof && options.onPhoneError) options.onPhoneError(error.message);
          notifier.error(error.message);
        } else if (error.kind === 'disabled') notifier.error(error.message);
        reset.current();
      } catch {
        reset.current();
      } finally {
        setSending(false);
      }
    },
    [left, notifier, options, send, sending],
  );

  const label = left > 0 ? `${left}秒后重新获取` : '获取验证码';
  return { request, label, sending, coolingDown: left > 0 };
}
