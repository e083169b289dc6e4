import * as v from 'valibot';
import { LICENSE_STATUS, COMPANY_MESSAGES, CreditCode, companyName, requiredImage } from './company-profile';
import { PROFILE_INCOMPLETE_MESSAGE } from '../order/order-actions';

export const BUSINESS_INFO_MESSAGES = {
  nameRequired: '请输入完整公司名称',
  unavailable: PROFILE_INCOMPLETE_MESSAGE,
} as const;

/** updateBusinessInfo: name, credit code and the licence image (PUT /v2/account/license). */
export const BusinessInfoForm = v.object({
  name: companyName(BUSINESS_INFO_MESSAGES.nameRequired),
  creditCode: CreditCode,
  businessLicense: requiredImage(COMPANY_MESSAGES.licenceRequired),
});

export type BusinessInfoValues = v.InferInput<typeof BusinessInfoForm>;

/** What is sent: the trimmed name and code, the licence as its storage key. */
export interface BusinessInfoSave {
  name: string;
  creditCode: string;
  businessLicense: string;
}

/** A licence submission of 最近提交记录 (spec 2 section 3). */
export interface LicenceRecord {
  timestamp: string;
  status: number;
  title: string;
  creditCode: string;
  content: string;
  thumbnailPhoto: string;
}

/** Why the update form is disabled (`businessInfoBlock`). */
export type BusinessInfoBlock = 'pending' | 'notPassed' | 'incomplete';

/**
 * What a disabled update form says: the true reason as its heading, what to do, and where to
 * go on (`fix`: a link to enterpriseInfo, where the licence and the company's data are edited).
 */
export const BUSINESS_INFO_BLOCKS: Record<BusinessInfoBlock, { title: string; reason: string; fix?: string }> = {
  pending: { title: '营业执照审核中', reason: '营业执照正在审核中，审核完成后才能再次更新' },
  notPassed: { title: '营业执照未通过审核', reason: '营业执照不够清晰，请在企业信息中重新上传营业执照', fix: '去企业信息修改' },
  incomplete: { title: BUSINESS_INFO_MESSAGES.unavailable, reason: '请先在企业信息中完善公司资料', fix: '去完善' },
};

export const RECENT_RECORDS = { limit: 3, offset: 1, thumbnailWidth: 134 } as const;

/** What is sent from the schema's output: the licence as its storage key. */
export const businessInfoSave = (parsed: v.InferOutput<typeof BusinessInfoForm>): BusinessInfoSave => ({
  ...parsed,
  businessLicense: parsed.businessLicense?.key ?? '',
});

/**
 * When the update form is disabled (spec 2 §4: "disabled with the message that enterprise info
 * is incomplete when licenseStatus is 2 or 3 or the user is not new"). Our reading: 2 means a
 * submission is already under review; 3 means the licence must be fixed in enterpriseInfo
 * (status 3's hint sends the user to "the edit form"); and "not new" reads as the inverted
 * new-user flag of the original: a company still on the onboarding path (status other than 1),
 * the one state where "enterprise info is incomplete" is true. A company in normal standing with
 * a passed (1), deleted (0) or previously passed (4) licence may update it. Null: available.
 */
export function businessInfoBlock(licenseStatus: number, companyStatus: number): BusinessInfoBlock | null {
  if (licenseStatus === LICENSE_STATUS.pending) return 'pending';
  if (licenseStatus === LICENSE_STATUS.notPassed) return 'notPassed';
  if (companyStatus !== 1) return 'incomplete';
  return null;
}

/** The licence status the rule reads: the checked one, or the sign-in's until the check ran (-1). */
export const currentLicenseStatus = (checked: number, fromSignIn: number) => (checked >= 0 ? checked : fromSignIn);

/** Licence record states shown in 最近提交记录. */
export const LICENCE_RECORD_LABELS: Record<number, string> = { 0: '已删除', 1: '已通过', 2: '审核中', 3: '未通过', 4: '曾通过' };
export const licenceRecordLabel = (status: number) => LICENCE_RECORD_LABELS[status] ?? '未知';
