import { AUDIT_FAILED_CODE, BAD_PARAMETERS_CODE, CAPTCHA_FAILED_CODE, COMPANY_DISABLED_CODE, COMPANY_FROZEN_CODE, COMPANY_INFO_INCOMPLETE_CODE, NOT_FOUND_CODE, NO_PERMISSION_CODE, PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE, TOKEN_EXPIRED_CODE, TOKEN_INVALID_CODE, TOO_MANY_ATTEMPTS_CODE } from '../../src/domain/common/business-codes';

/**
 * The codes every /v2 answer may carry, shared by the app (its error catalogue), the mock and the
 * generated document: success, the session's end, and the words of the HTTP refusals both sides say.
 */
export const SUCCESS_CODE = 200;
export const EXPIRED_CODES = { TOKEN_INVALID: TOKEN_INVALID_CODE, TOKEN_EXPIRED: TOKEN_EXPIRED_CODE } as const;

/** What the session codes mean, for the document. */
export const SESSION_MEANINGS: Record<number, string> = {
  [EXPIRED_CODES.TOKEN_INVALID]: 'the bearer token is missing or unknown: the app ends the session on a GET',
  [EXPIRED_CODES.TOKEN_EXPIRED]: 'the bearer token has expired: the app ends the session',
};

/** Refusals the mock answers in the words of the app's error catalogue (spec 1 section 8). */
export const HTTP_MESSAGES = {
  tooManyRequests: '您操作过于频繁，请稍后再试',
  forbidden: '拒绝访问',
  serverError: '服务器内部错误',
} as const;

/** What the business codes mean, for the document (the answer's msg says it to the user). */
export const CODE_MEANINGS: Record<number, string> = {
  [CAPTCHA_FAILED_CODE]: 'the captcha was not passed',
  [AUDIT_FAILED_CODE]: 'the record changed, or its state or an audit refuses the action',
  [COMPANY_DISABLED_CODE]: 'the company account is disabled (on sending the login SMS)',
  [PHONE_REGISTERED_CODE]: 'the phone number is already registered',
  [SMS_CODE_WRONG_CODE]: 'wrong or expired SMS code',
  [BAD_PARAMETERS_CODE]: 'a field breaks the form rules (a title length, a date before the earliest allowed day)',
  [NO_PERMISSION_CODE]: 'no permission (the account, its module level, or an open post-login step)',
  [NOT_FOUND_CODE]: 'no such record',
  [COMPANY_FROZEN_CODE]: 'the company is frozen',
  [COMPANY_INFO_INCOMPLETE_CODE]: 'the company profile is incomplete',
  [TOO_MANY_ATTEMPTS_CODE]: 'too many attempts: locked for a while',
};
