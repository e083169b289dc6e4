import type { NextFunction, Request, Response, Router } from 'express';
import type * as v from 'valibot';
import { fail, ok, FROZEN, NO_PERMISSION, type Refusal, refuse } from '../envelope';
import { allAccounts, me } from '../auth';
import type { Account } from '../fixtures/accounts';
import type { StoredProfile } from '../fixtures/company';
import { mount, validate } from '../mount';
import { company } from '../../contracts/api/company';
import { GroupBody, ProfileBody } from './company-rules';
import { profileOf, profileView, stamp, store, syncAccounts } from './company-store';
import { isLicenceLocked } from '../../src/domain/company/company-profile';
import { LICENCE_LOCKED_FIELDS } from '../../src/domain/company/company-form';
import { HTTP_MESSAGES as CATALOGUE } from '../../contracts/api/codes';
import { AUDIT_FAILED_CODE } from '../../src/domain/common/business-codes';

/** Phone checks beyond the rate limit (HTTP 429), in the words of the app's error catalogue. */
export const TOO_MANY_PHONE_CHECKS: Refusal = { code: 429, msg: CATALOGUE.tooManyRequests };

/** Phone checks per account per minute (a form checks on blur: a handful is plenty). */
export const PHONE_CHECKS_PER_MINUTE = 10;

/** A sliding one-minute window of calls per account. */
export function rateLimit(perMinute: number) {
  const calls = new Map<number, number[]>();
  return {
    allow(id: number, now = Date.now()): boolean {
      const recent = (calls.get(id) ?? []).filter((t) => t > now - 60_000);
      if (recent.length >= perMinute) return (calls.set(id, recent), false);
      calls.set(id, [...recent, now]);
      return true;
    },
    reset: () => calls.clear(),
  };
}

export const phoneChecks = rateLimit(PHONE_CHECKS_PER_MINUTE);

export const AUDIT_FAILED = { code: AUDIT_FAILED_CODE, msg: '公司信息审核未通过，请修改后重新提交' };
const LOCKED = '营业执照已认证或审核中，公司名称、统一社会信用代码和营业执照不可修改';
const locked = (p: StoredProfile) => isLicenceLocked(p.licenseStatus);

/** Sub-accounts read only; a frozen company changes nothing (spec 2 section 6). */
function mayEdit(req: Request, res: Response, next: NextFunction) {
  const a = me(req);
  if (a.isSubAccount) return refuse(res, NO_PERMISSION);
  if (a.company_status === 3) return refuse(res, FROZEN);
  if (store.auditFails) return fail(res, AUDIT_FAILED.code, AUDIT_FAILED.msg);
  next();
}

/** The group form sends abbr and addr only; every other account the whole company form. */
const validProfile = (req: Request, res: Response, next: NextFunction) =>
  validate({ body: me(req).isGroupCompany ? GroupBody : ProfileBody })(req, res, next);

/** A changed licence, name or credit code goes to review: status 2 and a new licence record. */
function saveCompany(a: Account, p: StoredProfile, body: ProfileBody): string | null {
  const licenceChanged = LICENCE_LOCKED_FIELDS.some((key) => body[key] !== p[key]);
  if (locked(p) && licenceChanged) return LOCKED;
  if (locked(p) && body.companyStatus !== p.companyStatus) return '公司状态不可修改';
  Object.assign(p, body);
  if (!locked(p) && licenceChanged) {
    p.licenseStatus = 2;
    const records = store.records.get(a.company_id) ?? [];
    store.records.set(a.company_id, [{ timestamp: stamp(), status: 2, title: p.name, creditCode: p.creditCode, content: '', photo: p.businessLicense }, ...records]);
  }
  return null;
}

export function companyProfileRoutes(v2: Router) {
  mount(v2, company.profile, (req, res) => {
    const profile = profileOf(me(req));
    ok(res, profile ? profileView(profile) : null);
  });

  // The declared body is either form; which one an account sends is read per account (validProfile).
  mount(v2, company.saveProfile, { before: [mayEdit], schemas: { body: undefined } }, validProfile, (req, res) => {
    const a = me(req);
    const profile = profileOf(a);
    if (!profile) return fail(res, 404, '公司不存在', null, 404);
    if (a.isGroupCompany) Object.assign(profile, req.body as v.InferOutput<typeof GroupBody>);
    else {
      const refused = saveCompany(a, profile, req.body as ProfileBody);
      if (refused) return fail(res, 400, refused, null, 400);
    }
    syncAccounts(a.company_id, profile);
    ok(res, null, '提交成功');
  });

  // Registered: any account's phone, including accounts created while the mock runs. Only the
  // forms that ask it (accountAdd of a main account, addSubsidiary of a group) reach it, and each
  // account a few times a minute, so it cannot be used to find out who has an account.
  mount(v2, company.checkPhone, (req, res) => {
    const a = me(req);
    if (a.isSubAccount) return refuse(res, NO_PERMISSION);
    if (!phoneChecks.allow(a.user_id)) return refuse(res, TOO_MANY_PHONE_CHECKS, 429);
    const { phone: wanted } = req.query as { phone: string };
    ok(res, { registered: allAccounts().some((x) => x.phone === wanted) });
  });
}
