import { DEMO_SMS_CODE } from './fixtures/accounts';
import { type Refusal, WRONG_SMS_CODE } from './envelope';
import { HTTP_MESSAGES as CATALOGUE } from '../contracts/api/codes';
import { SMS_CODE_WRONG_CODE, TOO_MANY_ATTEMPTS_CODE } from '../src/domain/common/business-codes';

/**
 * Guessing is not free (issue 60). The mock, which backend teams read as the reference, limits
 * attempts as a backend must:
 * - an SMS code works only after it was sent to that phone, and only once; five wrong codes
 *   end it (the demo code stays 123456, sent each time);
 * - ten wrong passwords lock an account's password sign-in for 15 minutes, and ten wrong current
 *   passwords lock the change form's current-password check for as long.
 * Every counter is in memory and starts again on /__reset. docs/security.md names the messages.
 */
export const CODE_TRIES = 5;
export const PASSWORD_TRIES = 10;
export const LOCK_MS = 15 * 60_000;
/** How long a sent code stays usable. */
export const CODE_TTL_MS = 5 * 60_000;

/** A code checked before any was sent to the phone (or after it was used or ended). */
export const CODE_NOT_SENT: Refusal = { code: SMS_CODE_WRONG_CODE, msg: '请先获取验证码' };
/** The fifth wrong code: the code is ended, a new one must be sent. */
export const CODE_USED_UP: Refusal = { code: SMS_CODE_WRONG_CODE, msg: '验证码错误次数过多，请重新获取' };
/** Too many wrong passwords: the error catalogue's words for "too often". */
export const LOCKED: Refusal = { code: TOO_MANY_ATTEMPTS_CODE, msg: CATALOGUE.tooManyRequests };

interface SentCode {
  wrong: number;
  expires: number;
}

const codes = new Map<string, SentCode>();
const wrongPasswords = new Map<string, { count: number; lockedUntil: number }>();
/**
 * Contract verification (POST /__state) replays requests that carry the demo code without the
 * request that sent it: its provider states presume a code was sent to every phone, once.
 */
let presumeSent = false;
const presumedUsed = new Set<string>();

export function resetAttempts() {
  codes.clear();
  wrongPasswords.clear();
  presumedUsed.clear();
  presumeSent = false;
}

export const presumeCodesSent = () => void (presumeSent = true);

/** A code was sent to `phone`: a fresh one, replacing any earlier one. */
export const codeSent = (phone: string) => void codes.set(phone, { wrong: 0, expires: Date.now() + CODE_TTL_MS });

/**
 * Checks `code` against the one sent to `phone`: null when it is right, else the refusal
 * (`wrong`: the words of a wrong code at this endpoint). A right code is used up by `codeUsed`
 * once the request it proves succeeds.
 */
export function checkCode(phone: string, code: string, wrong: Refusal = WRONG_SMS_CODE): Refusal | null {
  let sent = codes.get(phone);
  if (!sent && presumeSent && !presumedUsed.has(phone)) {
    presumedUsed.add(phone);
    codeSent(phone);
    sent = codes.get(phone);
  }
  if (!sent || sent.expires <= Date.now()) {
    codes.delete(phone);
    return CODE_NOT_SENT;
  }
  if (code === DEMO_SMS_CODE) return null;
  sent.wrong += 1;
  if (sent.wrong < CODE_TRIES) return wrong;
  codes.delete(phone);
  return CODE_USED_UP;
}

/** The request a code proved succeeded: the code works no more. */
export const codeUsed = (phone: string) => void codes.delete(phone);

/** Whether `key` (an account and what it proves) is locked after too many wrong passwords. */
export function locked(key: string): boolean {
  const entry = wrongPasswords.get(key);
  return Boolean(entry && entry.lockedUntil > Date.now());
}

/** Counts a wrong password for `key`; the tenth locks it for LOCK_MS. */
export function wrongPassword(key: string) {
  const entry = wrongPasswords.get(key) ?? { count: 0, lockedUntil: 0 };
  entry.count += 1;
  if (entry.count >= PASSWORD_TRIES) {
    entry.count = 0;
    entry.lockedUntil = Date.now() + LOCK_MS;
  }
  wrongPasswords.set(key, entry);
}

/** A right password starts the count again. */
export const rightPassword = (key: string) => void wrongPasswords.delete(key);
