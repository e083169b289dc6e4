import { type Rule, firstError, required } from './validation';

export const PASSWORD_MESSAGES = {
  required: '请输入密码',
  special: '密码不能包含特殊字符',
  weak: '密码强度不足，需包含大小写字母和数字的8-20位密码',
  confirmRequired: '请再次输入密码',
  mismatch: '两次输入密码不一致!',
} as const;

/** Letters and digits only: any other ASCII symbol or full-width character is "special". */
const SPECIAL = /[^A-Za-z0-9]/;
const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,20}$/;

const noSpecial: Rule = (v) => (SPECIAL.test(v) ? PASSWORD_MESSAGES.special : null);
const strong: Rule = (v) => (STRONG.test(v) ? null : PASSWORD_MESSAGES.weak);

/** Registration password of spec 1 section 5. */
export const registrationPasswordRules: readonly Rule[] = [
  (v) => (v === '' ? PASSWORD_MESSAGES.required : null),
  noSpecial,
  strong,
];

export const validateRegistrationPassword = (v: string) => firstError(v, registrationPasswordRules);

export function validateConfirmation(password: string, confirm: string): string | null {
  if (confirm === '') return PASSWORD_MESSAGES.confirmRequired;
  return confirm === password ? null : PASSWORD_MESSAGES.mismatch;
}

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: '请输入当前密码',
  newRequired: '请输入新密码',
  weak: '密码必须包含大小写字母和数字，不少于8位数',
  hint: '密码需包含大小写字母和数字，不少于8位',
} as const;

const CHANGE_STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/** The forced change-password dialog: at least 8 with upper, lower case and a digit. */
export const changePasswordRules: readonly Rule[] = [
  required(CHANGE_PASSWORD_MESSAGES.newRequired),
  (v) => (CHANGE_STRONG.test(v) ? null : CHANGE_PASSWORD_MESSAGES.weak),
];
