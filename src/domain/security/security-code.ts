import { type Rule, firstError, maxLength, required } from '../shared/validation';

/** The SMS codes of the security screens: required, at most 6 characters (spec 2 sections 5 and 9). */
export const SECURITY_CODE_LENGTH = 6;
/** The resend countdown of these screens (60 s elsewhere). */
export const SECURITY_SMS_SECONDS = 59;

export const SECURITY_CODE_MESSAGES = {
  required: '请输入验证码',
  /** A network failure while verify-sms checks the code. */
  verifyFailed: '验证码错误，请重新填写',
  captchaRequired: '请点击智能验证',
} as const;

export const securityCodeRules: readonly Rule[] = [
  required(SECURITY_CODE_MESSAGES.required),
  maxLength(SECURITY_CODE_LENGTH, SECURITY_CODE_MESSAGES.required),
];

export const validateSecurityCode = (code: string) => firstError(code.trim(), securityCodeRules);

/** 13800000001 -> 138****0001, how the screens name the bound phone. */
export const maskPhone = (phone: string) => (/^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone);
