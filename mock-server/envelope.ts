import type { Response } from 'express';
import type { Account } from './fixtures/accounts';
import { FROZEN_MESSAGE } from '../src/domain/content/actor';
import { ONLY_NOT_PASSED } from '../src/domain/content/review-status';
import { NO_PERMISSION_MESSAGE } from '../src/domain/session/permissions';
import { SUB_ACCOUNT_MESSAGES } from '../src/domain/sub-account/sub-account-form';
import { SIGN_IN_MESSAGES } from '../src/domain/account/sign-in-form';
import { PROFILE_INCOMPLETE_MESSAGE } from '../src/domain/order/order-actions';
import { DAY_RANGE_MESSAGES } from '../src/domain/common/day-range';
import { AUDIT_FAILED_CODE, BAD_PARAMETERS_CODE, CAPTCHA_FAILED_CODE, COMPANY_FROZEN_CODE, COMPANY_INFO_INCOMPLETE_CODE, DELETE_ONLY_NOT_PASSED_CODE, EDIT_ONLY_NOT_PASSED_CODE, NOT_FOUND_CODE, NO_PERMISSION_CODE, PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE, TOKEN_INVALID_CODE } from '../src/domain/common/business-codes';

/**
 * What a /v2 answer looks like: the {code, msg, data} envelope and its list pages, and the
 * mock's refusals in it, each written once.
 */

// The answer format

/** Every /v2 answer is {code, msg, data}; success is code 200. */
export function ok(res: Response, data: unknown = null, msg = 'success') {
  res.json({ code: 200, msg, data });
}

/** A business failure: HTTP 200 with the business code, as the real backend answers. */
export function fail(res: Response, code: number, msg: string, data: unknown = null, status = 200) {
  res.status(status).json({ code, msg, data });
}

// List pages

/** Pagination helpers shared by list endpoints (offset/limit or page_num/page_size). */
export function page<T>(items: T[], offset: number, limit: number): T[] {
  const start = Math.max(0, offset);
  return items.slice(start, start + Math.max(0, limit));
}

/** Where page `pageNo` (from 1) of `size` items starts, for the endpoints that take page numbers. */
export const pageStart = (pageNo: number, size: number) => (pageNo - 1) * size;

/**
 * The list answer {items, total}: `limit` items of `all` from item `offset`, each shown by `view`;
 * total counts all of them.
 */
export function okPage<T>(res: Response, all: T[], offset: number, limit: number, view: (item: T) => unknown = (item) => item) {
  ok(res, { items: page(all, offset, limit).map(view), total: all.length });
}

export const num = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) ? n : fallback;
};

// The refusals

/**
 * The mock's refusals, each written once: the permission refusals of spec 1 and 2 section 6 in
 * the domain's words (the UI says the same before asking), and the mock's own refusals (codes,
 * missing records, the demo's failing audit). Business refusals are HTTP 200 with the business
 * code, as the backend answers; `refuse` takes another HTTP status where the backend sends one.
 */
export interface Refusal {
  code: number;
  msg: string;
}

export const NO_PERMISSION: Refusal = { code: NO_PERMISSION_CODE, msg: NO_PERMISSION_MESSAGE };
export const FROZEN: Refusal = { code: COMPANY_FROZEN_CODE, msg: FROZEN_MESSAGE };
/** Articles, honours and promotions outside 未通过 (albums answer in their own words). */
export const EDIT_ONLY_NOT_PASSED: Refusal = { code: EDIT_ONLY_NOT_PASSED_CODE, msg: ONLY_NOT_PASSED.edit };
export const DELETE_ONLY_NOT_PASSED: Refusal = { code: DELETE_ONLY_NOT_PASSED_CODE, msg: ONLY_NOT_PASSED.delete };
/** A path naming another account than the caller's. */
export const NOT_YOUR_ACCOUNT: Refusal = { code: NO_PERMISSION_CODE, msg: '无权查看该账号' };
/** The words of a wrong code; the OAuth token endpoint says them in its own error format. */
export const WRONG_SMS_CODE_MESSAGE = '验证码错误';
export const WRONG_SMS_CODE: Refusal = { code: SMS_CODE_WRONG_CODE, msg: WRONG_SMS_CODE_MESSAGE };
/** An SMS code asked for without a passed captcha. */
export const CAPTCHA_FAILED: Refusal = { code: CAPTCHA_FAILED_CODE, msg: SIGN_IN_MESSAGES.captchaRequired };
/** Accepting an order or updating the licence before the company's profile is complete. */
export const INCOMPLETE_PROFILE: Refusal = { code: COMPANY_INFO_INCOMPLETE_CODE, msg: PROFILE_INCOMPLETE_MESSAGE };
/** A banner or promotion starting before the earliest day the picker offers. */
export const START_BEFORE_NOW: Refusal = { code: BAD_PARAMETERS_CODE, msg: DAY_RANGE_MESSAGES.startBeforeNow };
/** A phone an account already has: sign-up and rebinding say it short ... */
export const PHONE_TAKEN: Refusal = { code: PHONE_REGISTERED_CODE, msg: '该手机号已注册' };
/** ... the forms of 子账号 and 添加子公司 in their own words. */
export const PHONE_REGISTERED: Refusal = { code: PHONE_REGISTERED_CODE, msg: SUB_ACCOUNT_MESSAGES.phoneRegistered };
export const SESSION_EXPIRED: Refusal = { code: TOKEN_INVALID_CODE, msg: '登录已过期，请重新登录' };
export const ORDER_MISSING: Refusal = { code: NOT_FOUND_CODE, msg: '订单不存在' };
export const SUB_ACCOUNT_MISSING: Refusal = { code: NOT_FOUND_CODE, msg: '子账号不存在' };
/** Assigning answers these words with the order's "changed" code. */
export const DESIGNER_MISSING_MESSAGE = '设计师不存在';
export const DESIGNER_MISSING: Refusal = { code: NOT_FOUND_CODE, msg: DESIGNER_MISSING_MESSAGE };
/** The demo's failing image audit (a provider state). */
export const IMAGE_AUDIT_FAILED: Refusal = { code: AUDIT_FAILED_CODE, msg: '图片审核未通过，请重新上传' };
export const COVER_AUDIT_FAILED: Refusal = { code: AUDIT_FAILED_CODE, msg: '封面图片审核未通过，请重新上传' };
/** A stored file that is not there (HTTP 404). */
export const FILE_MISSING: Refusal = { code: 404, msg: '文件不存在' };

export const refuse = (res: Response, r: Refusal, status = 200) => fail(res, r.code, r.msg, null, status);

// Who may act: a sub-account's level in a module, a frozen company (what the refusals above guard)

export type Module = 'order' | 'rendering' | 'article' | 'banner';

/** A sub-account's level for a module (0 none, 1 view-only, 2 operate); other accounts have 2. */
export const levelOf = (a: Account, module: Module) => (a.isSubAccount ? (a.permissionList?.[module] ?? 0) : 2);

/** A sub-account that operates a module sees and changes only its own items in it. */
export const operatesOwnOnly = (a: Account, module: Module) => a.isSubAccount && levelOf(a, module) === 2;

export const FROZEN_COMPANY_STATUS = 3;
export const isFrozen = (a: Account) => a.company_status === FROZEN_COMPANY_STATUS;
