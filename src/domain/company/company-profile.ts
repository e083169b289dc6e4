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
