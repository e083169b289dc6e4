import * as v from 'valibot';
import { Contact } from '../common/schema';
import { type CompanyProfile, type CompanyProfileSave, companyStatusToSend, isLicenceLocked } from './company-profile';
import {
  COMPANY_MESSAGES, CityPath, CreditCode, type ImageRef, ImageRefSchema, InformPhone, QQ, Tel, abbreviation, companyName,
  optionalText, requiredImage,
} from './company-rules';

export type { ImageRef } from './company-rules';

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
