import type { Account } from '../fixtures/accounts';
import { addAccount, allAccounts, endSessions, nextUserId, removeAccount } from '../auth';
import { EXTRA_SUB_ACCOUNTS, TYPE_DESC, type UserType, idsOf, levelsOf } from '../fixtures/sub-accounts';

/**
 * Sub-accounts are sign-in accounts (mock-server/auth.ts) with isSubAccount: what the list
 * shows is what signs in, an unbound one is removed from sign-in, a changed phone replaces
 * the old one, and the permission ids chosen here are the levels its sign-in returns.
 */
export const subAccountsOf = (companyId: number) =>
  allAccounts()
    .filter((a) => a.isSubAccount && a.company_id === companyId)
    .sort((x, y) => x.user_id - y.user_id);

export const findSubAccount = (companyId: number, id: number) => subAccountsOf(companyId).find((a) => a.user_id === id);

const mainOf = (companyId: number) => allAccounts().find((a) => a.company_id === companyId && !a.isSubAccount && !a.isGroupCompany);

export interface NewSubAccount {
  company_id: number;
  user_id?: number;
  realname: string;
  phone: string;
  password?: string;
  user_type: UserType;
  ids: number[];
}

/** Adds a sign-in for a new sub-account of a company (its company fields come from the main account). */
export function createSubAccount(input: NewSubAccount): Account | null {
  const main = mainOf(input.company_id);
  if (!main) return null;
  const user_id = input.user_id ?? nextUserId();
  const account: Account = {
    ...main,
    username: `sub-${user_id}`,
    phone: input.phone,
    password: input.password ?? main.password,
    user_id,
    realname: input.realname,
    isSubAccount: true,
    needChangePwd: false,
    inProtection: false,
    msg_box: 0,
    user_type: input.user_type,
    permissionList: levelsOf(input.ids),
    head_img_url: undefined,
    what: 'sub-account',
  };
  addAccount(account);
  return account;
}

export interface SubAccountChange {
  realname: string;
  phone: string;
  password?: string;
  user_type: UserType;
  ids: number[];
}

/** A changed phone or password ends the sub-account's sessions (spec 2 section 6). */
export function updateSubAccount(a: Account, change: SubAccountChange) {
  const signInChanged = change.phone !== a.phone || Boolean(change.password && change.password !== a.password);
  Object.assign(a, {
    realname: change.realname,
    phone: change.phone,
    user_type: change.user_type,
    permissionList: levelsOf(change.ids),
    ...(change.password ? { password: change.password } : {}),
  });
  if (signInChanged) endSessions(a.username);
}

export const unbindSubAccount = (a: Account) => removeAccount(a.username);

export const phoneTaken = (phone: string, except?: Account) => allAccounts().some((a) => a.phone === phone && a !== except);

/** The answer's view of a sub-account. */
export function subAccountView(a: Account) {
  const type = a.user_type ?? 'Sub';
  return {
    id: a.user_id,
    realname: a.realname,
    phone: a.phone,
    head_img_url: a.head_img_url ?? null,
    user_type: type,
    user_type_desc: TYPE_DESC[type],
    permission_list: idsOf(a.permissionList),
  };
}

/** After auth's reset: the merchant's other sub-accounts get their sign-ins. */
export function seedSubAccounts() {
  for (const s of EXTRA_SUB_ACCOUNTS) if (!allAccounts().some((a) => a.user_id === s.user_id)) createSubAccount(s);
}
