import type { Router } from 'express';
import type * as v from 'valibot';
import { ok, FROZEN, NO_PERMISSION, PHONE_REGISTERED, type Refusal, refuse } from '../envelope';
import { addAccount, allAccounts, me, nextUserId } from '../auth';
import { checkCode, codeUsed } from '../attempts';
import { emptyProfile } from '../fixtures/company';
import { mount } from '../mount';
import { company } from '../../contracts/api/company';
import { ChildBody, regionName, store } from './company-profile';
import { PASSWORD_MESSAGES } from '../../src/domain/common/password';

/** A child company's confirmation that differs from its password (HTTP 400). */
export const PASSWORDS_DIFFER: Refusal = { code: 400, msg: PASSWORD_MESSAGES.mismatch };

const nextCompanyId = () =>
  Math.max(...allAccounts().map((a) => a.company_id), ...[...store.children.values()].flat().map((c) => c.id)) + 1;

/** A group's child companies; each group sees only its own, other accounts have none. */
export function groupChildrenRoutes(v2: Router) {
  mount(v2, company.subsidiaries, (req, res) => {
    const children = store.children.get(me(req).company_id) ?? [];
    ok(res, me(req).isGroupCompany ? children.map((c) => ({ id: c.id, name: c.name, abbr: c.abbr, locationName: regionName(c.locationId), phone: c.phone })) : []);
  });

  // The new child company gets its profile and a main account that may sign in at once.
  mount(v2, company.addSubsidiary, { schemas: { body: ChildBody } }, (req, res) => {
    const group = me(req);
    const body = req.body as v.InferOutput<typeof ChildBody>;
    if (!group.isGroupCompany) return refuse(res, NO_PERMISSION);
    if (group.company_status === 3) return refuse(res, FROZEN);
    if (body.password !== body.confirm_password) return refuse(res, PASSWORDS_DIFFER, 400);
    const wrongCode = checkCode(body.phone, body.sms_code);
    if (wrongCode) return refuse(res, wrongCode);
    if (allAccounts().some((a) => a.phone === body.phone)) return refuse(res, PHONE_REGISTERED);
    codeUsed(body.phone);
    const id = nextCompanyId();
    store.children.set(group.company_id, [...(store.children.get(group.company_id) ?? []), { id, name: body.name, abbr: body.alias, locationId: body.locationId, phone: body.phone }]);
    store.profiles.set(id, { ...emptyProfile(), name: body.name, abbr: body.alias, locationId: body.locationId, inform_phone: body.phone });
    addAccount({
      ...group, username: body.phone, phone: body.phone, password: body.password, user_id: nextUserId(), company_id: id,
      company_abbr: body.alias, company_name: body.name, realname: '', isGroupCompany: false, vipCompany: false,
      status: 0, licenseStatus: 0, company_status: 1, msg_box: 0, what: 'subsidiary added during this run',
    });
    ok(res, { id }, '添加成功');
  });
}
