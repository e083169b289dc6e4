import { PHONE_MESSAGES, phoneRules } from '../shared/phone';
import { type FieldErrors, type Rule, maxLength, required, validateForm } from '../shared/validation';

export const SMS_CODE_LENGTH = 6;
export const SMS_COOLDOWN_SECONDS = 60;

export const SIGN_IN_MESSAGES = {
  codeRequired: '请输入验证码',
  usernameRequired: '请输入用户名',
  passwordRequired: '请输入密码',
  captchaRequired: '智能验证失败,请点击智能验证',
  companyDisabled: '您的公司账号已被禁用，无法登录',
  codePending: '信息错误，请核对',
  activationPrompt: '您在注销账号保护期内，继续登录后将重新激活账号',
} as const;

export const smsCodeRules: readonly Rule[] = [
  required(SIGN_IN_MESSAGES.codeRequired),
  maxLength(SMS_CODE_LENGTH, SIGN_IN_MESSAGES.codeRequired),
];

/** Account login: the username is trimmed first (`required` ignores blanks), the password is not. */
export const usernameRules: readonly Rule[] = [required(SIGN_IN_MESSAGES.usernameRequired)];
export const signInPasswordRules: readonly Rule[] = [(p) => (p === '' ? SIGN_IN_MESSAGES.passwordRequired : null)];

export type SmsSignInField = 'phone' | 'code';
export type PasswordSignInField = 'username' | 'password';

export const validateSmsSignIn = (v: Record<SmsSignInField, string>): FieldErrors<SmsSignInField> =>
  validateForm(v, { phone: phoneRules, code: smsCodeRules });

export const validatePasswordSignIn = (
  v: Record<PasswordSignInField, string>,
): FieldErrors<PasswordSignInField> =>
  validateForm(v, { username: usernameRules, password: signInPasswordRules });

/** Sending a code needs a passed captcha, then a valid phone (spec 1 section 5). */
export function smsSendBlocker(captchaPassed: boolean, phoneError: string | null): string | null {
  if (!captchaPassed) return SIGN_IN_MESSAGES.captchaRequired;
  if (phoneError) return PHONE_MESSAGES.invalidForSms;
  return null;
}
