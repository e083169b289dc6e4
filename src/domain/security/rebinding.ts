import { PHONE_MESSAGES } from '../common/schema';

/**
 * Phone rebinding (spec 2 sections 4 and 5). This page narrows the mobile pattern: second digit
 * 3, 4, 5, 7 or 8; 170 and 171 are refused as malformed.
 */
export const REBINDING_MESSAGES = {
  placeholder: '请输入手机号',
  malformed: '手机号格式错误，请核对',
  /** Asking for a code: no number yet, or a wrong one. */
  sendWithout: '请输入手机号',
  sendInvalid: PHONE_MESSAGES.invalidInPersonal,
  done: '绑定成功！',
} as const;

/** Step 1 verifies the old phone, step 2 binds the new number, step 3 is done. */
export type RebindingStep = 1 | 2 | 3;
/** How long a verified old phone keeps step 2 open (the cookie's life). */
export const REBINDING_STEP_MINUTES = 5;
export const REBINDING_REDIRECT_SECONDS = 3;

/** Where the page opens: step 2 while the verification is remembered, step 1 otherwise. */
export const rebindingStart = (verifiedRemembered: boolean): RebindingStep => (verifiedRemembered ? 2 : 1);
