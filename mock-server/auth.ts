import type { NextFunction, Request, Response } from 'express';
import { type Account, seedAccounts } from './fixtures/accounts';
import { fail, refuse, SESSION_EXPIRED } from './envelope';
import { NO_PERMISSION_CODE } from '../src/domain/common/business-codes';

/**
 * Accounts and bearer tokens. Sign-in issues a random token; `demo-<username>` tokens are
 * always valid so contract and end-to-end tests can act as any demo account directly.
 */
let accounts: Account[] = seedAccounts();
const issued = new Map<string, string>();
/** Accounts whose sessions were ended: their `demo-` token stops working too, until a reset. */
const demoRevoked = new Set<string>();

export function resetAuth() {
  accounts = seedAccounts();
  issued.clear();
  demoRevoked.clear();
}

export const allAccounts = () => accounts;

/** A new sign-in (a sub-account or a subsidiary's main account created while the mock runs). */
export function addAccount(account: Account) {
  accounts.push(account);
}

/**
 * Ends an account's sign-in for good (an unbound sub-account): it is removed, and every token
 * issued to it stops working.
 */
export function removeAccount(username: string) {
  accounts = accounts.filter((a) => a.username !== username);
  endSessions(username);
}

/**
 * Ends every session of an account (its password or phone changed, it was deregistered or
 * unbound): each token issued to it, and its `demo-` token, answers 20201 from the next request
 * on. `keep` is a token that stays valid: the sign-in that made the forced password change
 * continues with it (spec 1 section 4, After login).
 */
export function endSessions(username: string, keep?: string) {
  for (const [token, owner] of issued) if (owner === username && token !== keep) issued.delete(token);
  if (keep !== `demo-${username}`) demoRevoked.add(username);
}

/** The next free user id for accounts created while the mock runs. */
export const nextUserId = () => Math.max(...accounts.map((a) => a.user_id)) + 1;
export const findAccount = (login: string) =>
  accounts.find((a) => a.username === login || a.phone === login);

export function issueToken(account: Account): string {
  const token = `tok-${account.username}-${Math.random().toString(36).slice(2, 12)}`;
  issued.set(token, account.username);
  return token;
}

export function revokeToken(token: string | undefined) {
  if (token) issued.delete(token);
}

export function bearer(req: Request): string | undefined {
  const header = req.get('authorization') ?? '';
  return header.startsWith('Bearer ') ? header.slice(7) : undefined;
}

export function accountOf(req: Request): Account | undefined {
  const token = bearer(req);
  if (!token) return undefined;
  const demo = token.startsWith('demo-') ? token.slice(5) : undefined;
  const username = demo !== undefined ? (demoRevoked.has(demo) ? undefined : demo) : issued.get(token);
  return username ? accounts.find((a) => a.username === username) : undefined;
}

export interface AuthedRequest extends Request {
  account: Account;
}

/**
 * What a sign-in with an open post-login step may call (spec 1 section 4, After login): the
 * protection check and the re-activation for an account in its deregistration protection period,
 * the password change for an account that must change it, and logout for both.
 */
const STEP_PATHS = {
  activate: [/^\/users\/check-unregister\/\d+$/, /^\/users\/activate$/, /^\/oauth\/logout$/],
  changePassword: [/^\/users\/check-unregister\/\d+$/, /^\/users\/security\/modify-password$/, /^\/oauth\/logout$/],
};

/** Why the account's token may not reach `path` yet, or null when it may. */
export function openStepRefusal(a: Account, path: string): string | null {
  if (a.inProtection && !STEP_PATHS.activate.some((p) => p.test(path))) return '您在注销账号保护期内，请先激活账号';
  if (a.needChangePwd && !STEP_PATHS.changePassword.some((p) => p.test(path))) return '请先修改密码';
  return null;
}

/** The refusal of a call the open step does not need (the permission code the UI shows msg for). */

/**
 * Protected routes: a missing or unknown token answers 20201, as the real backend does; a
 * sign-in whose re-activation or forced password change is still open reaches only that step.
 */
export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const account = accountOf(req);
  if (!account) return refuse(res, SESSION_EXPIRED);
  const refusal = openStepRefusal(account, req.path);
  if (refusal) return fail(res, NO_PERMISSION_CODE, refusal);
  (req as AuthedRequest).account = account;
  next();
}

export const me = (req: Request) => (req as AuthedRequest).account;

export function signInResponse(a: Account, token: string) {
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: 2592000,
    user_id: a.user_id,
    company_id: a.company_id,
    company_abbr: a.company_abbr,
    realname: a.realname,
    vipCompany: a.vipCompany ? 1 : 0,
    isSubAccount: a.isSubAccount ? 1 : 0,
    isGroupCompany: a.isGroupCompany ? 1 : 0,
    licenseStatus: a.licenseStatus,
    status: a.status,
    needChangePwd: a.needChangePwd ? 1 : 0,
    permissionList: a.permissionList,
  };
}
