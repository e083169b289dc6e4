import * as v from 'valibot';
import { PHONE_MESSAGES, Phone, filled } from '../common/schema';
import { PASSWORD_MESSAGES } from '../common/password';

export const SMS_CODE_LENGTH = 6;
export const SMS_COOLDOWN_SECONDS = 60;

export const SIGN_IN_MESSAGES = {
  codeRequired: '请输入验证码',
  usernameRequired: '请输入用户名',
  passwordRequired: PASSWORD_MESSAGES.required,
  captchaRequired: '智能验证失败,请点击智能验证',
  companyDisabled: '您的公司账号已被禁用，无法登录',
  codePending: '信息错误，请核对',
  activationPrompt: '您在注销账号保护期内，继续登录后将重新激活账号',
} as const;

/** An SMS code wherever one is typed (spec 1 section 5, spec 2 sections 5 and 9): required, at most 6, trimmed. */
export const SmsCode = v.pipe(
  v.string(),
  v.trim(),
  filled(SIGN_IN_MESSAGES.codeRequired),
  v.maxLength(SMS_CODE_LENGTH, SIGN_IN_MESSAGES.codeRequired),
);

/** 快捷登录 (spec 1 section 5): the phone, then the code. */
export const SmsSignInForm = v.object({ phone: Phone, code: SmsCode });

/** 账号登录: the username is trimmed (blank is missing), the password is sent as typed. */
export const PasswordSignInForm = v.object({
  username: v.pipe(v.string(), v.trim(), filled(SIGN_IN_MESSAGES.usernameRequired)),
  password: v.pipe(v.string(), filled(SIGN_IN_MESSAGES.passwordRequired)),
});

export type SmsSignInValues = v.InferInput<typeof SmsSignInForm>;
export type PasswordSignInValues = v.InferInput<typeof PasswordSignInForm>;

/** Sending a code needs a passed captcha, then a valid phone (spec 1 section 5). */
export function smsSendBlocker(captchaPassed: boolean, phoneError: string | null): string | null {
  if (!captchaPassed) return SIGN_IN_MESSAGES.captchaRequired;
  if (phoneError) return PHONE_MESSAGES.invalidForSms;
  return null;
}
