import * as v from 'valibot';
import { SMS_CODE_LENGTH } from '../../../src/domain/account/sign-in-form';
import { BusinessInfoForm } from '../../../src/domain/company/business-info';
import { CompanyForm, type CompanyProfile, type CompanyProfileSave } from '../../../src/domain/company/company-profile';
import { GroupForm } from '../../../src/domain/company/group-form';
import { SUBSIDIARY_FIELDS, passwordsMatch } from '../../../src/domain/company/subsidiary-form';
import { WirePhone } from '../../../src/domain/common/schema';

/**
 * The company area's wire (spec 2 sections 3 and 5): the request bodies of the company screens,
 * built from the forms' schemas, the profile answer, and the one mapping between form names
 * and wire names. The gateways send what these bodies output; the mock validates requests
 * with them (adding its own checks: the region exists, the image is stored).
 */

/** Form name -> wire name, where they differ (the backend's spelling). */
const WIRE_NAMES = { informPhone: 'inform_phone', marketPhone: 'market_tel' } as const;
type Renamed = keyof typeof WIRE_NAMES;
type Wire<T> = Omit<T, Renamed> & { [K in Renamed as (typeof WIRE_NAMES)[K]]: K extends keyof T ? T[K] : never };
type Form<T> = Omit<T, (typeof WIRE_NAMES)[Renamed]> & { [K in Renamed]: T[(typeof WIRE_NAMES)[K] & keyof T] };

const rename = (from: Record<string, unknown>, pairs: [string, string][]) => {
  const out: Record<string, unknown> = { ...from };
  for (const [a, b] of pairs) {
    out[b] = from[a];
    delete out[a];
  }
  return out;
};
const TO_WIRE = Object.entries(WIRE_NAMES);
const FROM_WIRE = TO_WIRE.map(([a, b]) => [b, a] as [string, string]);

/** A form-named object under its wire names. */
export const toWireNames = <T extends Record<Renamed, unknown>>(x: T) => rename(x, TO_WIRE) as Wire<T>;
/** A wire-named object under its form names. */
export const fromWireNames = <T extends Record<(typeof WIRE_NAMES)[Renamed], unknown>>(x: T) => rename(x, FROM_WIRE) as Form<T>;

const F = CompanyForm.entries;

/** The last id of the picked city path (the mock checks that the region exists). */
export const RegionId = v.pipe(v.number(), v.integer(), v.minValue(1));
/** A stored file's key (the mock checks that it is stored). */
export const ImageKey = v.pipe(v.string(), v.trim(), v.nonEmpty());

/** PUT /v2/account/company-profile of a company: the whole form under its wire names. */
export const ProfileBody = v.object({
  name: F.name,
  abbr: F.abbr,
  creditCode: F.creditCode,
  contact: F.contact,
  [WIRE_NAMES.informPhone]: F.informPhone,
  locationId: RegionId,
  slogan: F.slogan,
  [WIRE_NAMES.marketPhone]: F.marketPhone,
  tel: F.tel,
  qq: F.qq,
  addr: F.addr,
  intro: F.intro,
  logo: ImageKey,
  businessLicense: ImageKey,
  companyStatus: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
});
export type ProfileBody = v.InferOutput<typeof ProfileBody>;

/** The company profile save as sent. */
export const toProfileBody = (save: CompanyProfileSave): ProfileBody => v.parse(ProfileBody, toWireNames(save));

/** PUT /v2/account/company-profile of a group: abbreviation and address only. */
export const GroupBody = GroupForm;

/** PUT /v2/account/license: name, credit code and the licence's key. */
export const LicenceBody = v.object({
  name: BusinessInfoForm.entries.name,
  creditCode: BusinessInfoForm.entries.creditCode,
  businessLicense: ImageKey,
});

/** POST /v2/companies/group-children: the subsidiary form with the region as its last id. */
export const ChildBody = v.pipe(
  v.object({
    ...SUBSIDIARY_FIELDS,
    locationId: RegionId,
    phone: WirePhone,
    sms_code: v.pipe(SUBSIDIARY_FIELDS.sms_code, v.maxLength(SMS_CODE_LENGTH)),
  }),
  passwordsMatch(),
);

const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((s) => (s == null ? '' : String(s)))), '');
const num = v.optional(v.pipe(v.nullable(v.union([v.number(), v.string()])), v.transform((n) => Number(n ?? 0) || 0)), 0);
/** The city path; a single id (older answers) becomes a one-step path, nothing an empty one. */
const path = v.optional(
  v.pipe(
    v.nullable(v.union([v.array(v.union([v.number(), v.string()])), v.number(), v.string()])),
    v.transform((p) => (p == null || p === '' ? [] : Array.isArray(p) ? p : [p]).map(Number).filter((n) => n > 0)),
  ),
  [],
);

/** GET /v2/account/company-profile as the company screens read it, under the form's names. */
export const ProfileSchema = v.pipe(
  v.object({
    name: text,
    abbr: text,
    contact: text,
    [WIRE_NAMES.informPhone]: text,
    creditCode: text,
    locationId: path,
    slogan: text,
    [WIRE_NAMES.marketPhone]: text,
    tel: text,
    qq: text,
    addr: text,
    intro: text,
    logo: text,
    thumbnailLogo: text,
    businessLicense: text,
    thumbnailBusinessLicense: text,
    companyStatus: num,
    licenseStatus: num,
  }),
  v.transform((p): CompanyProfile => fromWireNames(p)),
);
