import { CHANGE_PASSWORD_MESSAGES, PASSWORD_MESSAGES, validateConfirmation } from '../shared/password';
import { type FieldErrors, type Rule, firstError, required } from '../shared/validation';
import { SECURITY_CODE_MESSAGES, securityCodeRules } from './security-code';

/** The changePwd screen (spec 2 sections 4, 5 and 9): 8 to 16 characters, upper, lower case and a digit. */
export const PASSWORD_CHANGE_MESSAGES = {
  currentRequired: CHANGE_PASSWORD_MESSAGES.currentRequired,
  newRequired: CHANGE_PASSWORD_MESSAGES.newRequired,
  weak: CHANGE_PASSWORD_MESSAGES.weak,
  confirmRequired: PASSWORD_MESSAGES.confirmRequired,
  mismatch: PASSWORD_MESSAGES.mismatch,
  codeRequired: SECURITY_CODE_MESSAGES.required,
  /** An invalid quick form (spec 2 section 5). */
  invalidQuick: '信息错误，请核对',
  hint: '8-16位，需包含大小写字母和数字',
} as const;

export const PASSWORD_CHANGE_MAX = 16;
const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,16}$/;

export const newPasswordRules: readonly Rule[] = [
  required(PASSWORD_CHANGE_MESSAGES.newRequired),
  (v) => (STRONG.test(v) ? null : PASSWORD_CHANGE_MESSAGES.weak),
];

export const currentPasswordRules: readonly Rule[] = [(v) => (v === '' ? PASSWORD_CHANGE_MESSAGES.currentRequired : null)];

/** The confirmation as a field rule: it needs the new password it must repeat. */
export const confirmRule =
  (password: () => string): Rule =>
  (confirm) =>
    validateConfirmation(password(), confirm);

export type NormalChangeField = 'current' | 'next' | 'confirm';
export type QuickChangeField = 'code' | 'next' | 'confirm';

export function validateNormalChange(v: Record<NormalChangeField, string>): FieldErrors<NormalChangeField> {
  return collect({
    current: firstError(v.current, currentPasswordRules),
    next: firstError(v.next, newPasswordRules),
    confirm: validateConfirmation(v.next, v.confirm),
  });
}

export function validateQuickChange(v: Record<QuickChangeField, string>): FieldErrors<QuickChangeField> {
  return collect({
    code: firstError(v.code.trim(), securityCodeRules),
    next: firstError(v.next, newPasswordRules),
    confirm: validateConfirmation(v.next, v.confirm),
  });
}

function collect<K extends string>(found: Record<K, string | null>): FieldErrors<K> {
  return Object.fromEntries(Object.entries(found).filter(([, m]) => m)) as FieldErrors<K>;
}
