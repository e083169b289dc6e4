import type { Router } from 'express';
import type * as v from 'valibot';
import type { MockArea } from '../area';
import { ok, okPage, refuse, SUB_ACCOUNT_MISSING } from '../envelope';
import { me } from '../auth';
import { mount } from '../mount';
import { type ListQuery, subAccounts } from '../../contracts/api/sub-accounts';
import { PERMISSION_CATALOGUE } from '../fixtures/sub-accounts';
import { state as orderState } from './order-store';
import { findSubAccount, seedSubAccounts, subAccountView, subAccountsOf, unbindSubAccount } from './sub-account-store';
import { subAccountWriteRoutes } from './sub-account-writes';
import { mainAccountOnly } from './sub-account-access';


type List = v.InferOutput<typeof ListQuery>;

/**
 * The sub-accounts of spec 1 (designer filter, assignment) and spec 2 (accountlist, accountAdd):
 * list with search, permission catalogue, one, create, edit, unbind.
 */
export function subAccountRoutes(v2: Router) {
  // The list shows every colleague's phone: only the main account reads it (spec 1 section 6:
  // only it loads the designer filter; spec 2: only its menu offers accountlist).
  mount(v2, subAccounts.list, { before: [mainAccountOnly] }, (req, res) => {
    const { offset, limit, search, permission_list } = req.query as unknown as List;
    const companyId = me(req).company_id;
    const all = (orderState.noDesigners.has(companyId) ? [] : subAccountsOf(companyId))
      .filter((a) => !permission_list || (a.permissionList?.order ?? 0) !== 0)
      .filter((a) => !search || a.realname.includes(search) || a.phone.includes(search));
    okPage(res, all, offset, limit, subAccountView);
  });

  mount(v2, subAccounts.permissions, { before: [mainAccountOnly] }, (_req, res) => ok(res, { permisson_list: PERMISSION_CATALOGUE }));

  mount(v2, subAccounts.one, { before: [mainAccountOnly] }, (req, res) => {
    const account = findSubAccount(me(req).company_id, (req.params as unknown as { id: number }).id);
    if (!account) return refuse(res, SUB_ACCOUNT_MISSING);
    ok(res, subAccountView(account));
  });

  subAccountWriteRoutes(v2);

  // Unbinding ends the account's sign-in for good.
  mount(v2, subAccounts.unbind, { before: [mainAccountOnly] }, (req, res) => {
    const account = findSubAccount(me(req).company_id, (req.params as unknown as { id: number }).id);
    if (!account) return refuse(res, SUB_ACCOUNT_MISSING);
    unbindSubAccount(account);
    ok(res, null, '解绑成功!');
  });
}

/** Listed in AREAS after authArea: its reset gives the merchant's other sub-accounts their sign-ins. */
export const subAccountsArea: MockArea = { name: 'sub-accounts', reset: seedSubAccounts, routes: subAccountRoutes };
