import { useMutation } from '@tanstack/react-query';
import type { CaptchaProof, VerifyType } from '../../../../application/ports/auth-gateway';
import type { BoundPhoneCodeType } from '../../../../application/ports/security-gateway';
import { SendBoundPhoneCode } from '../../../../application/security/send-bound-phone-code';
import { SendSmsCode } from '../../../../application/session/send-sms-code';
import { SECURITY_SMS_SECONDS } from '../../../../domain/security/security-code';
import { useService } from '../../../platform/container-context';
import { useSmsCountdown } from '../../../components/use-sms-countdown';

/** The 获取验证码 button of the security screens: the shared countdown with their 59 s. */
export const useCodeSender = (onCaptchaReset: () => void) => useSmsCountdown({ seconds: SECURITY_SMS_SECONDS, onCaptchaReset });

/** A code to the signed-in account's own phone (?verify_type=unbind or unregister), as a mutation. */
export function useBoundPhoneCodeSender(type: BoundPhoneCodeType, onCaptchaReset: () => void) {
  const sendCode = useService(SendBoundPhoneCode);
  const sender = useCodeSender(onCaptchaReset);
  const { mutateAsync } = useMutation({ mutationFn: (proof: CaptchaProof | null) => sendCode.execute(type, proof) });
  return { ...sender, send: (proof: CaptchaProof | null) => sender.request(() => mutateAsync(proof)) };
}

/** A code to a number the screen names (the bound phone of 快捷修改, the new number of rebinding), as a mutation. */
export function usePhoneCodeSender(verifyType: VerifyType, onCaptchaReset: () => void) {
  const sendSms = useService(SendSmsCode);
  const sender = useCodeSender(onCaptchaReset);
  const { mutateAsync } = useMutation({
    mutationFn: (to: { phone: string; proof: CaptchaProof | null }) => sendSms.execute({ ...to, verifyType }),
  });
  return { ...sender, send: (phone: string, proof: CaptchaProof | null) => sender.request(() => mutateAsync({ phone, proof })) };
}
