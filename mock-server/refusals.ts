import type { Response } from 'express';
import type { Account } from './fixtures/accounts';
import { fail } from './envelope';

/**
 * The permission refusals of spec 1 and 2 section 6, with the codes and messages the UI
 * already handles. Business refusals are HTTP 200 with the business code, as the backend answers.
 */
export interface Refusal {
  code: number;
  msg: string;
}

export const NO_PERMISSION: Refusal = { code: 20403, msg: '暂无该权限' };
export const FROZEN: Refusal = { code: 20405, msg: '您的公司账号为冻结状态，无法操作' };

export const refuse = (res: Response, r: Refusal) => fail(res, r.code, r.msg);

export type Module = 'order' | 'rendering' | 'article' | 'banner';

/** A sub-account's level for a module (0 none, 1 view-only, 2 operate); other accounts have 2. */
export const levelOf = (a: Account, module: Module) => (a.isSubAccount ? (a.permissionList?.[module] ?? 0) : 2);

/** A sub-account that operates a module sees and changes only its own items in it. */
export const operatesOwnOnly = (a: Account, module: Module) => a.isSubAccount && levelOf(a, module) === 2;

export const FROZEN_COMPANY_STATUS = 3;
export const isFrozen = (a: Account) => a.company_status === FROZEN_COMPANY_STATUS;
