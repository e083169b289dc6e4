import { type Rule, firstError } from '../shared/validation';
import { type CompanyProfile, type CompanyProfileSave, companyStatusToSend, isLicenceLocked } from './company-profile';
import {
  COMPANY_MESSAGES, abbrRules, addrRules, cityRules, contactRules, creditCodeRules, informPhoneRules, introRules,
  nameRules, qqRules, sloganRules, telRules,
} from './company-rules';

/** A stored image as a form holds it: its storage key and where it can be shown. */
export interface ImageRef {
  key: string;
  url: string;
}

type TextKey = 'name' | 'creditCode' | 'abbr' | 'contact' | 'informPhone' | 'slogan' | 'marketPhone' | 'tel' | 'qq' | 'addr' | 'intro';

export type CompanyFormValues = Record<TextKey, string> & {
  locationId: number[];
  logo: ImageRef | null;
  businessLicense: ImageRef | null;
};

export type CompanyField = keyof CompanyFormValues;

/** The field rules of the company form, by field. */
export const COMPANY_TEXT_RULES: Record<TextKey, Rule[]> = {
  name: nameRules(),
  creditCode: creditCodeRules,
  abbr: abbrRules(),
  contact: contactRules,
  informPhone: informPhoneRules,
  slogan: sloganRules,
  marketPhone: telRules,
  tel: telRules,
  qq: qqRules,
  addr: addrRules,
  intro: introRules,
};

/** Fields a locked licence (status 1 or 2) keeps as the server has them. */
export const LICENCE_LOCKED_FIELDS: readonly CompanyField[] = ['name', 'creditCode', 'businessLicense'];

const image = (key: string, url: string): ImageRef | null => (key ? { key, url: url || '' } : null);

export function companyFormValues(p: CompanyProfile): CompanyFormValues {
  return {
    name: p.name, creditCode: p.creditCode, abbr: p.abbr, contact: p.contact, informPhone: p.informPhone,
    slogan: p.slogan, marketPhone: p.marketPhone, tel: p.tel, qq: p.qq, addr: p.addr, intro: p.intro,
    locationId: [...p.locationId],
    logo: image(p.logo, p.thumbnailLogo),
    businessLicense: image(p.businessLicense, p.thumbnailBusinessLicense),
  };
}

/** Every field's first broken rule; a locked licence's fields are not the user's to fix. */
export function validateCompanyForm(values: CompanyFormValues, licenseStatus: number): Partial<Record<CompanyField, string>> {
  const locked = isLicenceLocked(licenseStatus);
  const errors: Partial<Record<CompanyField, string>> = {};
  for (const key of Object.keys(COMPANY_TEXT_RULES) as TextKey[]) {
    if (locked && LICENCE_LOCKED_FIELDS.includes(key)) continue;
    const message = firstError(values[key].trim(), COMPANY_TEXT_RULES[key]);
    if (message) errors[key] = message;
  }
  const city = firstError(values.locationId, cityRules);
  if (city) errors.locationId = city;
  return errors;
}

/** Submit needs both images (licence first, as the spec lists it). */
export function missingImage(values: Pick<CompanyFormValues, 'logo' | 'businessLicense'>): string | null {
  if (!values.businessLicense) return COMPANY_MESSAGES.licenceRequired;
  if (!values.logo) return COMPANY_MESSAGES.logoRequired;
  return null;
}

const comparable = (v: CompanyFormValues) => ({
  ...Object.fromEntries((Object.keys(COMPANY_TEXT_RULES) as TextKey[]).map((k) => [k, v[k].trim()])),
  locationId: v.locationId.join('/'),
  logo: v.logo?.key ?? '',
  businessLicense: v.businessLicense?.key ?? '',
});

/** Whether the form differs from what was loaded (trimmed text, image keys, city path). */
export const companyFormChanged = (values: CompanyFormValues, loaded: CompanyFormValues) =>
  JSON.stringify(comparable(values)) !== JSON.stringify(comparable(loaded));

/** The PUT body: locked fields as loaded, the city as its last id, the company status by the licence rule. */
export function companyProfileSave(values: CompanyFormValues, profile: CompanyProfile): CompanyProfileSave {
  const locked = isLicenceLocked(profile.licenseStatus);
  const t = (k: TextKey) => values[k].trim();
  return {
    name: locked ? profile.name : t('name'),
    abbr: t('abbr'),
    creditCode: locked ? profile.creditCode : t('creditCode'),
    contact: t('contact'),
    informPhone: t('informPhone'),
    locationId: values.locationId[values.locationId.length - 1] ?? 0,
    slogan: t('slogan'),
    marketPhone: t('marketPhone'),
    tel: t('tel'),
    qq: t('qq'),
    addr: t('addr'),
    intro: t('intro'),
    logo: values.logo?.key ?? '',
    businessLicense: locked ? profile.businessLicense : (values.businessLicense?.key ?? ''),
    companyStatus: companyStatusToSend(profile),
  };
}
