import { SIGN_IN_MESSAGES, SmsCode } from '../account/sign-in-form';
import { SUB_ACCOUNT_MESSAGES } from '../sub-account/sub-account-form';

/** The SMS codes of the security screens are the sign-in code: required, at most 6 (spec 2 sections 5 and 9). */
export const SecurityCode = SmsCode;
/** The resend countdown of these screens (60 s elsewhere). */
export const SECURITY_SMS_SECONDS = 59;

export const SECURITY_CODE_MESSAGES = {
  required: SIGN_IN_MESSAGES.codeRequired,
  /** A network failure while verify-sms checks the code. */
  verifyFailed: '验证码错误，请重新填写',
  captchaRequired: SUB_ACCOUNT_MESSAGES.captchaRequired,
} as const;

/** 13800000001 -> 138****0001, how the screens name the bound phone. */
export const maskPhone = (phone: string) => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);
