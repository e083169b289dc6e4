import { SECURITY_SMS_SECONDS } from '../../../../domain/security/security-code';
import { useSmsCountdown } from '../../../components/use-sms-countdown';

/**
 * The 获取验证码 button of the security screens: the shared countdown with their 59 s. It takes
 * the send itself (`request(send)`), since these screens send to the bound phone (?verify_type=)
 * or to a new number.
 */
export const useCodeSender = (onCaptchaReset: () => void) => useSmsCountdown({ seconds: SECURITY_SMS_SECONDS, onCaptchaReset });
