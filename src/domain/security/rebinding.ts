import { type Rule, firstError } from '../shared/validation';

/**
 * Phone rebinding (spec 2 sections 4 and 5). This page has its own phone pattern: second digit
 * 3, 4, 5, 7 or 8; 170 and 171 are refused as malformed.
 */
export const REBINDING_MESSAGES = {
  placeholder: '请输入手机号',
  required: '手机号不能为空',
  malformed: '手机号格式错误，请核对',
  /** Asking for a code: no number yet, or a wrong one. */
  sendWithout: '请输入手机号',
  sendInvalid: '请输入正确手机号',
  done: '绑定成功！',
} as const;

const PATTERN = /^1[34578]\d{9}$/;
const FORBIDDEN = /^17[01]/;

export const rebindingPhoneRules: readonly Rule[] = [
  (v) => (v.trim() === '' ? REBINDING_MESSAGES.required : null),
  (v) => (PATTERN.test(v.trim()) && !FORBIDDEN.test(v.trim()) ? null : REBINDING_MESSAGES.malformed),
];

export const validateRebindingPhone = (phone: string) => firstError(phone, rebindingPhoneRules);

/** What stops a code being sent to the new number, if anything. */
export function newPhoneSendBlocker(phone: string): string | null {
  if (phone.trim() === '') return REBINDING_MESSAGES.sendWithout;
  return validateRebindingPhone(phone) ? REBINDING_MESSAGES.sendInvalid : null;
}

/** Step 1 verifies the old phone, step 2 binds the new number, step 3 is done. */
export type RebindingStep = 1 | 2 | 3;
/** How long a verified old phone keeps step 2 open (the cookie's life). */
export const REBINDING_STEP_MINUTES = 5;
export const REBINDING_REDIRECT_SECONDS = 3;

/** Where the page opens: step 2 while the verification is remembered, step 1 otherwise. */
export const rebindingStart = (verifiedRemembered: boolean): RebindingStep => (verifiedRemembered ? 2 : 1);
