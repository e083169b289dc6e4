import type { NextFunction, Request, Response } from 'express';
import { type Account, seedAccounts } from './fixtures/accounts';
import { fail } from './envelope';

/**
 * Accounts and bearer tokens. Sign-in issues a random token; `demo-<username>` tokens are
 * always valid so contract and end-to-end tests can act as any demo account directly.
 */
let accounts: Account[] = seedAccounts();
const issued = new Map<string, string>();

export function resetAuth() {
  accounts = seedAccounts();
  issued.clear();
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
  for (const [token, owner] of issued) if (owner === username) issued.delete(token);
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
  const username = token.startsWith('demo-') ? token.slice(5) : issued.get(token);
  return username ? accounts.find((a) => a.username === username) : undefined;
}

export interface AuthedRequest extends Request {
  account: Account;
}

/** Protected routes: a missing or unknown token answers 20201, as the real backend does. */
export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const account = accountOf(req);
  if (!account) return fail(res, 20201, '登录已过期，请重新登录');
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
