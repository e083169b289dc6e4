import type { NextFunction, Request, Response, Router } from 'express';
import * as v from 'valibot';
import { fail, ok, FROZEN, NO_PERMISSION, type Refusal, refuse } from '../envelope';
import { allAccounts, me } from '../auth';
import type { Account } from '../fixtures/accounts';
import { beijingText } from '../fixtures/beijing-time';
import {
  type StoredChild, type StoredLicenceRecord, type StoredProfile, fixtureImages, seedChildren, seedLicenceRecords, seedProfiles,
} from '../fixtures/company';
import { LOCATIONS, type Region } from '../fixtures/locations';
import { isStored, storeFile } from '../qiniu';
import { mount, storageKey, validate } from '../mount';
import { company } from '../../contracts/api/company';
import * as Wire from '../../contracts/api/wire/company';
import { HTTP_MESSAGES as CATALOGUE } from '../../contracts/api/codes';
import { LICENCE_LOCKED_FIELDS, isLicenceLocked } from '../../src/domain/company/company-profile';
import { passwordsMatch } from '../../src/domain/company/subsidiary-form';
import { AUDIT_FAILED_CODE } from '../../src/domain/common/business-codes';

/**
 * The company area of the mock in one place: its state (profiles, licence records, child
 * companies), the rules its request bodies are checked by, and the 企业信息 routes. The licence
 * routes (company-licence.ts), the group's child companies (group-children.ts) and sign-up
 * (auth.ts) read the store and the rules from here.
 */

// The store

/**
 * The company area's state, kept while the mock runs: profiles and licence records by company
 * id, child companies by group company id, and the provider state's audit failure.
 */
export const store = {
  profiles: new Map<number, StoredProfile>(),
  records: new Map<number, StoredLicenceRecord[]>(),
  children: new Map<number, StoredChild[]>(),
  auditFails: false,
};

export function resetCompanyStore() {
  store.profiles = seedProfiles(allAccounts());
  store.records = seedLicenceRecords();
  store.children = seedChildren();
  store.auditFails = false;
  // qiniuArea's reset (earlier in AREAS) emptied the storage host; put the fixture images back.
  for (const image of fixtureImages()) storeFile(image.key, 'image/png', image.body);
}

/** A sub-account reads its company's profile; everyone else their own company's. */
export const profileOf = (a: Account) => store.profiles.get(a.company_id);

/** The province, city, region path that ends at `id` ([] when the tree has no such id). */
export function regionPath(id: number, tree: Region[] = LOCATIONS): number[] {
  for (const node of tree) {
    if (node.id === id) return [node.id];
    const below = regionPath(id, node.children ?? []);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

/** The names along a region path, e.g. 浙江省 杭州市 西湖区. */
export function regionName(id: number, tree: Region[] = LOCATIONS): string {
  const names: string[] = [];
  let level = tree;
  for (const step of regionPath(id, tree)) {
    const node = level.find((n) => n.id === step);
    if (!node) break;
    names.push(node.name);
    level = node.children ?? [];
  }
  return names.join(' ');
}

export const imageUrl = (key: string) => (key ? `/uploads/${key}` : '');

/** The GET answer: the city as its path, images with where they can be shown. */
export const profileView = (p: StoredProfile) => ({
  ...p,
  locationId: p.locationId ? regionPath(p.locationId) : [],
  thumbnailLogo: imageUrl(p.logo),
  thumbnailBusinessLicense: imageUrl(p.businessLicense),
});

/** Licence and company status are the company's: every account of it sees the change. */
export function syncAccounts(companyId: number, p: StoredProfile) {
  for (const a of allAccounts()) {
    if (a.company_id !== companyId) continue;
    Object.assign(a, { licenseStatus: p.licenseStatus, company_status: p.companyStatus, company_name: p.name, company_abbr: p.abbr });
  }
}

/** yyyy-MM-dd HH:mm:ss in Beijing time, as the records list shows times. */
export const stamp = (d = new Date()) => beijingText(Math.floor(d.getTime() / 1000));

// The request rules

/**
 * The company area's request bodies as the mock checks them: the wire's bodies (built from
 * the forms' schemas, spec 2 section 5) plus what only the mock knows: the region exists in
 * its city tree and the image is on its storage host.
 */

/** A stored image: a well-formed key that the storage host holds. */
export const storedImage = () => v.pipe(storageKey(), v.check(isStored, '图片不存在'));
/** A region id the city tree has (the last id of the picked path). */
const regionId = v.pipe(Wire.RegionId, v.check((id: number) => regionPath(id).length >= 2, '地区不存在'));

export const ProfileBody = v.object({ ...Wire.ProfileBody.entries, locationId: regionId, logo: storedImage(), businessLicense: storedImage() });
export type ProfileBody = v.InferOutput<typeof ProfileBody>;

export const GroupBody = Wire.GroupBody;

export const LicenceBody = v.object({ ...Wire.LicenceBody.entries, businessLicense: storedImage() });

export const ChildBody = v.pipe(v.object({ ...Wire.ChildBody.entries, locationId: regionId }), passwordsMatch());

// The profile routes (企业信息)

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
