/**
 * The codes every /v2 answer may carry, shared by the app (its error catalogue), the mock and the
 * generated document: success, the session's end, and the words of the HTTP refusals both sides say.
 */
export const SUCCESS_CODE = 200;
export const EXPIRED_CODES = { TOKEN_INVALID: 20201, TOKEN_EXPIRED: 20212 } as const;

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
  20021: 'the captcha was not passed',
  20022: 'the record changed, or its state or an audit refuses the action',
  20023: 'an SMS code was sent too recently',
  20101: 'the phone number is already registered',
  20102: 'wrong or expired SMS code',
  20400: 'a date before the earliest allowed day',
  20403: 'no permission (the account, its module level, or an open post-login step)',
  20404: 'no such record',
  20405: 'the company is frozen',
  20407: 'the company profile is incomplete',
  20429: 'too many attempts: locked for a while',
};
