import * as v from 'valibot';
import { Contact, PHONE_MESSAGES, allowedSegment, atMost, choiceRequired, filled, plainText, wellFormedPhone, whenFilled } from '../common/schema';

/*
 * The company (spec 2 sections 3 to 5) in one place: the profile as the screens load and save it
 * with its licence rule, the rules of its fields (which the group, business-info and subsidiary
 * forms share), and the 企业信息 form built from them.
 */

// ---- The profile and its licence rule ----

/**
 * The company profile of spec 2 section 3 as the screens use it. Wire names differ in two
 * places; the wire module (contracts/api/wire/company.ts) maps them.
 */
export interface CompanyProfile {
  name: string;
  abbr: string;
  contact: string;
  informPhone: string;
  creditCode: string;
  /** The city path (province, city, region ids); the save sends only its last id. */
  locationId: number[];
  slogan: string;
  marketPhone: string;
  tel: string;
  qq: string;
  addr: string;
  intro: string;
  /** Storage key of the logo and where it can be shown ('' when there is none). */
  logo: string;
  thumbnailLogo: string;
  /** Storage key of the licence image and its thumbnail. */
  businessLicense: string;
  thumbnailBusinessLicense: string;
  companyStatus: number;
  licenseStatus: number;
}

/** What a company profile save holds: the profile's own fields, the city as its last id. */
export type CompanyProfileSave = Omit<CompanyProfile, 'locationId' | 'thumbnailLogo' | 'thumbnailBusinessLicense' | 'licenseStatus'> & {
  locationId: number;
};

/** The group form saves only what it shows (spec 2 section 2: further fields are not shown). */
export type { GroupProfileSave } from './group-form';

/** Licence status (spec 2 section 4). */
export const LICENSE_STATUS = { deleted: 0, passed: 1, pending: 2, notPassed: 3, previouslyPassed: 4 } as const;

/** Status 1 (passed) or 2 (pending review) locks name, credit code and the licence upload. */
export const isLicenceLocked = (licenseStatus: number) =>
  licenseStatus === LICENSE_STATUS.passed || licenseStatus === LICENSE_STATUS.pending;

/**
 * The company status sent when the licence is not locked. The spec only says "a placeholder
 * value"; we send 2, read as "submitted, awaiting review": it is neither normal standing (1,
 * which lights 企业认证) nor frozen (3), and the backend's review sets the final status.
 */
export const PLACEHOLDER_COMPANY_STATUS = 2;

/** Locked licence: keep the company's status; otherwise send the placeholder. */
export const companyStatusToSend = (profile: Pick<CompanyProfile, 'licenseStatus' | 'companyStatus'>) =>
  isLicenceLocked(profile.licenseStatus) ? profile.companyStatus : PLACEHOLDER_COMPANY_STATUS;

/** The hint of status 3 (spec 2 section 4). */
/** Beside the licence and the credit code while isLicenceLocked. */
export const LICENCE_LOCKED_HINT = '营业执照已认证或审核中，不可修改';
export const LICENCE_NOT_PASSED_HINT = '营业执照不清晰，请在编辑表单中更新营业执照';

// ---- The rules of the company's fields ----

/** The messages of spec 2 section 5 "Company form" (and the group form's address). */
export const COMPANY_MESSAGES = {
  nameRequired: '请输入公司名称',
  nameTooLong: '限制最多输入24个字数',
  creditCodeLength: '输入18位统一社会信用代码',
  creditCodeChars: '统一社会信用代码只能输入数字和大写字母',
  abbrRequired: '请输入公司简称',
  abbrChars: '公司简称只能输入汉字、字母和数字',
  informPhoneRequired: '请输入接单手机号',
  informPhoneInvalid: PHONE_MESSAGES.invalidInPersonal,
  cityRequired: '请选择城市',
  qqLength: '请输入5到11位数',
  qqInvalid: '请输入正确qq号',
  telInvalid: '请输入6-13位数',
  addrRequired: '请输入公司地址',
  licenceRequired: '请上传公司营业执照',
  logoRequired: '请上传logo',
  unchanged: '无修改内容',
  success: '提交成功',
} as const;

const M = COMPANY_MESSAGES;
/* @__NO_SIDE_EFFECTS__ */
const trimmed = () => v.pipe(v.string(), v.trim());

/**
 * The company screens' field schemas (spec 2 section 5, limits of section 9). Each pipe lists
 * its checks in the order the spec checks them; the first issue is the message shown.
 */

/** The company's full name: required (with the form's own message), at most 24. */
/* @__NO_SIDE_EFFECTS__ */
export const companyName = (requiredMessage: string = M.nameRequired) =>
  v.pipe(v.string(), v.trim(), filled(requiredMessage), atMost(24, M.nameTooLong), plainText());

/** Exactly 18 characters, digits and upper-case letters only (the character rule speaks first). */
export const CreditCode = v.pipe(
  v.string(),
  v.trim(),
  filled(M.creditCodeLength),
  v.regex(/^[0-9A-Z]+$/, M.creditCodeChars),
  v.minLength(18, M.creditCodeLength),
  v.maxLength(18, M.creditCodeLength),
);

/** The abbreviation: 8 characters on the company form, 10 on the group form. */
/* @__NO_SIDE_EFFECTS__ */
export const abbreviation = (max: 8 | 10) =>
  v.pipe(v.string(), v.trim(), filled(M.abbrRequired), atMost(max), v.regex(/^[\u4e00-\u9fa5A-Za-z0-9]+$/, M.abbrChars));

/** 接单手机号: required, a mainland mobile, not 170/171. */
export const InformPhone = v.pipe(v.string(), v.trim(), filled(M.informPhoneRequired), wellFormedPhone(M.informPhoneInvalid), allowedSegment());

/** The city path: at least a province and a city (the save sends the last id). */
export const CityPath = v.pipe(v.array(v.number()), choiceRequired(v.minLength<number[], 2, string>(2, M.cityRequired)));

/** tel and marketPhone: optional, digits only, 6 to 13. */
export const Tel = v.pipe(
  trimmed(),
  whenFilled(/^\d+$/, M.telInvalid),
  v.check((s: string) => s === '' || s.length >= 6, M.telInvalid),
  atMost(13, M.telInvalid),
);

/** QQ: optional, digits only, 5 to 11, not starting with 0. */
export const QQ = v.pipe(
  trimmed(),
  whenFilled(/^\d+$/, M.qqInvalid),
  v.check((s: string) => s === '' || s.length >= 5, M.qqLength),
  atMost(11, M.qqLength),
  whenFilled(/^[1-9]/, M.qqInvalid),
);

/** An optional text of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export const optionalText = <N extends number>(max: N, multiLine = false) => v.pipe(trimmed(), atMost(max), plainText(multiLine));

/** The group's address: required, at most 50. */
export const GroupAddress = v.pipe(v.string(), v.trim(), filled(M.addrRequired), atMost(50), plainText());

/** A stored image as a form holds it: its storage key and where it can be shown. */
export const ImageRefSchema = v.object({ key: v.string(), url: v.string() });
export type ImageRef = v.InferOutput<typeof ImageRefSchema>;

/** A required image: the form holds null until one is chosen. */
/* @__NO_SIDE_EFFECTS__ */
export const requiredImage = (message: string) =>
  v.pipe(v.nullable(ImageRefSchema), v.check((x: ImageRef | null) => x !== null, message));


// ---- The 企业信息 form ----

/** The company form's text fields (spec 2 section 5 "Company form"), in the spec's order. */
const TEXT = {
  name: companyName(),
  creditCode: CreditCode,
  abbr: abbreviation(8),
  contact: Contact,
  informPhone: InformPhone,
  slogan: optionalText(40),
  marketPhone: Tel,
  tel: Tel,
  qq: QQ,
  addr: optionalText(100),
  intro: optionalText(500, true),
};

type TextKey = keyof typeof TEXT;
const TEXT_KEYS = Object.keys(TEXT) as TextKey[];

/** enterpriseInfo: the text fields, the city path and both images (licence first, as the spec lists them). */
export const CompanyForm = v.object({
  ...TEXT,
  locationId: CityPath,
  businessLicense: requiredImage(COMPANY_MESSAGES.licenceRequired),
  logo: requiredImage(COMPANY_MESSAGES.logoRequired),
});

export type CompanyFormValues = v.InferInput<typeof CompanyForm>;
export type CompanyField = keyof CompanyFormValues;

/** The text fields a locked licence (status 1 or 2, `isLicenceLocked`) keeps as the server has them. */
export const LICENCE_LOCKED_TEXT = ['name', 'creditCode'] as const satisfies readonly TextKey[];
/** Every field a locked licence keeps as the server has them: the form, the save and the mock read this. */
export const LICENCE_LOCKED_FIELDS = [...LICENCE_LOCKED_TEXT, 'businessLicense'] as const satisfies readonly CompanyField[];
export const isLicenceLockedField = (field: string) => (LICENCE_LOCKED_FIELDS as readonly string[]).includes(field);
type LockedText = (typeof LICENCE_LOCKED_TEXT)[number];
const IMAGE_FIELDS = ['businessLicense', 'logo'] as const satisfies readonly CompanyField[];

/** A locked licence's fields are not the user's to fix: the form checks them not at all. */
const LockedCompanyForm = v.object({
  ...CompanyForm.entries,
  ...(Object.fromEntries(LICENCE_LOCKED_TEXT.map((key) => [key, v.string()])) as Record<LockedText, v.StringSchema<undefined>>),
  businessLicense: v.nullable(ImageRefSchema),
});

/**
 * A locked licence's name and credit code are sent as the server holds them, and the save's body
 * holds them to the full rules: a stored value that breaks them is said with its rule's message
 * before anything is sent, rather than thrown where the body is built.
 */
export function storedLicenceErrors(profile: CompanyProfile): Partial<Record<CompanyField, string>> {
  const errors: Partial<Record<CompanyField, string>> = {};
  if (!isLicenceLocked(profile.licenseStatus)) return errors;
  for (const key of LICENCE_LOCKED_TEXT) {
    const result = v.safeParse(CompanyForm.entries[key], profile[key]);
    if (!result.success) errors[key] = result.issues[0].message;
  }
  return errors;
}

/** The company form's schema for a licence status. */
export const companyFormFor = (licenseStatus: number) => (isLicenceLocked(licenseStatus) ? LockedCompanyForm : CompanyForm);

/** The image fields' messages apart from the other fields' (a missing image is a toast, not a field message). */
export function splitImageErrors(errors: Record<string, string>): { fields: Partial<Record<CompanyField, string>>; image: string | null } {
  const fields: Record<string, string> = { ...errors };
  for (const key of IMAGE_FIELDS) delete fields[key];
  const image = IMAGE_FIELDS.map((key) => errors[key]).find(Boolean) ?? null;
  return { fields, image };
}

const image = (key: string, url: string): ImageRef | null => (key ? { key, url: url || '' } : null);

export function companyFormValues(p: CompanyProfile): CompanyFormValues {
  return {
    ...(Object.fromEntries(TEXT_KEYS.map((k) => [k, p[k]])) as Record<TextKey, string>),
    locationId: [...p.locationId],
    logo: image(p.logo, p.thumbnailLogo),
    businessLicense: image(p.businessLicense, p.thumbnailBusinessLicense),
  };
}

const trimmedText = (values: CompanyFormValues) => Object.fromEntries(TEXT_KEYS.map((k) => [k, values[k].trim()])) as Record<TextKey, string>;

const comparable = (values: CompanyFormValues) => ({
  ...trimmedText(values),
  locationId: values.locationId.join('/'),
  logo: values.logo?.key ?? '',
  businessLicense: values.businessLicense?.key ?? '',
});

/** Whether the form differs from what was loaded (trimmed text, image keys, city path). */
export const companyFormChanged = (values: CompanyFormValues, loaded: CompanyFormValues) =>
  JSON.stringify(comparable(values)) !== JSON.stringify(comparable(loaded));

/** What is saved: locked fields as loaded, the city as its last id, the company status by the licence rule. */
export function companyProfileSave(values: CompanyFormValues, profile: CompanyProfile): CompanyProfileSave {
  const locked = isLicenceLocked(profile.licenseStatus);
  const text = trimmedText(values);
  return {
    ...text,
    locationId: values.locationId[values.locationId.length - 1] ?? 0,
    logo: values.logo?.key ?? '',
    businessLicense: values.businessLicense?.key ?? '',
    companyStatus: companyStatusToSend(profile),
    ...(locked ? (Object.fromEntries(LICENCE_LOCKED_FIELDS.map((key) => [key, profile[key]])) as Pick<CompanyProfile, (typeof LICENCE_LOCKED_FIELDS)[number]>) : {}),
  };
}
