import * as v from 'valibot';
import { filled } from './schema';
import { CHANGE_PASSWORD_MESSAGES, PASSWORD_MESSAGES, STRONG_PASSWORD, noSpecial } from './password';

/*
 * The password fields' schemas. Apart from the messages (password.ts), which the start-up
 * services read, so that only the screens with a password form load them.
 */

/** The forced change: at least 8 with upper, lower case and a digit, any other character allowed. */
const CHANGE_STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/;

/** A password is sent as typed: blank is refused, but nothing is trimmed off it. */
/* @__NO_SIDE_EFFECTS__ */
export const notBlank = (message: string) => v.check((s: string) => s.trim() !== '', message);

/** Registration password of spec 1 section 5: required, no special character, then 8-20 with upper, lower case and a digit. */
export const RegistrationPassword = v.pipe(
  v.string(),
  filled(PASSWORD_MESSAGES.required),
  noSpecial(PASSWORD_MESSAGES.special),
  v.regex(STRONG_PASSWORD, PASSWORD_MESSAGES.weak),
);

/** The confirmation field on its own: required (whether it repeats the password is the form's check, `confirmed`). */
export const Confirm = v.pipe(v.string(), filled(PASSWORD_MESSAGES.confirmRequired));

/** The current password of a change: required, sent as typed. */
export const CurrentPassword = v.pipe(v.string(), filled(CHANGE_PASSWORD_MESSAGES.currentRequired));

/** The forced change-password dialog's new password (spec 1 section 4). */
export const ChangedPassword = v.pipe(
  v.string(),
  notBlank(CHANGE_PASSWORD_MESSAGES.newRequired),
  v.regex(CHANGE_STRONG, CHANGE_PASSWORD_MESSAGES.weak),
);

/**
 * The form-level rule "the confirmation repeats the password", reported on the confirmation.
 * It runs once the confirmation itself is filled, whatever the password's own state.
 */
/* @__NO_SIDE_EFFECTS__ */
export function confirmed<T extends Record<string, unknown>>(password: keyof T & string, confirm: keyof T & string) {
  type Check = v.BaseValidation<T, T, v.BaseIssue<unknown>>;
  const repeats = v.partialCheck([[confirm]] as never, (x: never) => (x as T)[password] === (x as T)[confirm], PASSWORD_MESSAGES.mismatch);
  return v.forward(repeats as unknown as Check, [confirm] as never) as Check;
}

/** A password and its confirmation, checked as any form checks them (for a confirmation field's own validator). */
export const PasswordPair = v.pipe(v.object({ password: v.string(), confirm: Confirm }), confirmed('password', 'confirm'));
