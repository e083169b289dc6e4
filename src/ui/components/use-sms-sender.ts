import { useCallback } from 'react';
import type { CaptchaProof, VerifyType } from '../../application/ports/auth-gateway';
import { SendSmsCode } from '../../application/session/send-sms-code';
import { SMS_COOLDOWN_SECONDS } from '../../domain/account/sign-in-form';
import { useService } from '../platform/container-context';
import { useSmsCountdown } from './use-sms-countdown';
import { useLateMutation } from './late-mutation';

/**
 * The SMS button of sign-in, registration, account retrieval, subsidiaries and sub-accounts:
 * the shared countdown (useSmsCountdown, 60 s unless `seconds`) around SendSmsCode, which blocks
 * without captcha or with a bad phone; that phone message also goes to `onPhoneError` once the
 * captcha has passed.
 */
export function useSmsSender(options: {
  verifyType: VerifyType;
  onCaptchaReset: () => void;
  onPhoneError?: (message: string) => void;
  seconds?: number;
}) {
  const send = useService(SendSmsCode);
  const { mutateAsync: sendCode } = useLateMutation({ mutationFn: (to: Parameters<SendSmsCode['execute']>[0]) => send.execute(to) });
  const { verifyType, onPhoneError } = options;
  const countdown = useSmsCountdown({ seconds: options.seconds ?? SMS_COOLDOWN_SECONDS, onCaptchaReset: options.onCaptchaReset });
  const { request: run } = countdown;

  const request = useCallback(
    (phone: string, proof: CaptchaProof | null) =>
      run(
        () => sendCode({ phone, verifyType, proof }),
        (error) => {
          if (error.kind === 'blocked' && proof && onPhoneError) onPhoneError(error.message);
        },
      ),
    [onPhoneError, run, sendCode, verifyType],
  );

  return { ...countdown, request };
}
