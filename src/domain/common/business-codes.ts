/**
 * The business codes the backend answers in its envelope's `code`, each a name for a number
 * written here once (issue 57, "Non-string facts once"): the endpoint declarations in
 * contracts/api, the gateways, the use cases, the forms and the mock import these names, and
 * tests/unit/architecture/facts-written-once.test.ts fails on a 2xxxx number written anywhere
 * else in src/, contracts/api or mock-server/. What each code means to the user is the answer's
 * msg (spec 1 section 8, spec 2 section 8); what the app does with it is the reading's own.
 */

/** 20021: the captcha (the slider before a login SMS) was not passed. */
export const CAPTCHA_FAILED_CODE = 20021;

/**
 * 20022: the server's review refused what was sent (an image's or the company data's audit),
 * and, on an order's writes, the order changed under the user. Each area reads it its own way
 * (album form cleared silently, cover/poster/banner image cleared, honour and company silent;
 * see the content areas' `auditFailed` reading in src/application/content/content-areas.ts).
 */
export const AUDIT_FAILED_CODE = 20022;

/** 20023: on sending the login SMS, the company's account is disabled (the captcha resets). */
export const COMPANY_DISABLED_CODE = 20023;

/** 20101: the phone number is already registered (registration, a sub-account, a subsidiary, a rebinding). */
export const PHONE_REGISTERED_CODE = 20101;

/** 20102: the SMS code is wrong, expired, not requested or used up; the form marks its code field. */
export const SMS_CODE_WRONG_CODE = 20102;

/** 20103: registration without a region. */
export const REGION_MISSING_CODE = 20103;

/** 20105: an account retrieval application with a required part missing. */
export const APPLICATION_INCOMPLETE_CODE = 20105;

/** 20106: an account retrieval application with a malformed phone number. */
export const PHONE_MALFORMED_CODE = 20106;

/** 20201: the bearer token is missing or unknown (ends the session on a GET; spec 1 section 4). */
export const TOKEN_INVALID_CODE = 20201;

/** 20212: the bearer token has expired (ends the session on every method). */
export const TOKEN_EXPIRED_CODE = 20212;

/** 20216 and 10001: answered without the generic error toast (spec 1 section 8). */
export const SILENT_ANSWER_CODES: readonly number[] = [20216, 10001];

/** 20300: a password change of an unknown kind (the query's `type` is not `normal`). */
export const PASSWORD_CHANGE_KIND_CODE = 20300;

/** 20301: the current password is wrong. */
export const CURRENT_PASSWORD_WRONG_CODE = 20301;

/** 20302: the new password and its confirmation differ. */
export const PASSWORDS_DIFFER_CODE = 20302;

/** 20303: the new password breaks the password rule. */
export const PASSWORD_WEAK_CODE = 20303;

/** 20304: a password reset before its SMS step was passed. */
export const SMS_STEP_MISSING_CODE = 20304;

/** 20305: a new phone bound before the old one was verified. */
export const OLD_PHONE_UNVERIFIED_CODE = 20305;

/** 20400: a field breaks the form's rules (a title's length, a start day before the earliest allowed). */
export const BAD_PARAMETERS_CODE = 20400;

/** 20403: no permission (the account, its module level, or a post-login step still open). */
export const NO_PERMISSION_CODE = 20403;

/** 20404: no such record (or none the account may see). */
export const NOT_FOUND_CODE = 20404;

/** 20405: the company is frozen. */
export const COMPANY_FROZEN_CODE = 20405;

/** 20406: only an album that did not pass review can be edited. */
export const ALBUM_NOT_EDITABLE_CODE = 20406;

/** 20407: the company profile is incomplete (accepting or rejecting an order opens the company info dialog). */
export const COMPANY_INFO_INCOMPLETE_CODE = 20407;

/** 20429: too many attempts; locked for a while. */
export const TOO_MANY_ATTEMPTS_CODE = 20429;

/** 20501: the account has no WeChat binding to undo. */
export const WECHAT_NOT_BOUND_CODE = 20501;

/** 20510: no permission to edit articles (spec 2 section 8: 没有修改文章权限). */
export const NO_EDIT_PERMISSION_CODE = 20510;

/** 20511: only a record that did not pass review can be edited. */
export const EDIT_ONLY_NOT_PASSED_CODE = 20511;

/** 20512: only a record that did not pass review can be deleted. */
export const DELETE_ONLY_NOT_PASSED_CODE = 20512;

/** 20601: a deregistration condition is not met. */
export const DEREGISTRATION_UNMET_CODE = 20601;

/** 20704: a company homepage banner outside the company's slider period. */
export const BANNER_PERIOD_CODE = 20704;

/** 20710: the city home page's banner placement is taken (one per placement). */
export const BANNER_CITY_LIMIT_CODE = 20710;

/** 20711: a banner under review can be neither changed nor deleted. */
export const BANNER_LOCKED_CODE = 20711;

/** 20712: the company homepage has its most banners. */
export const BANNER_COMPANY_LIMIT_CODE = 20712;
