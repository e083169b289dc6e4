import * as v from 'valibot';
import { Phone, Contact, REPEATED_SUBMIT_MESSAGE, atMost, filled } from '../common/schema';
import { SmsCode } from './sign-in-form';
import { COMPANY_MESSAGES } from '../company/company-profile';

export const FIND_ACCOUNT_MESSAGES = {
  companyName: COMPANY_MESSAGES.nameRequired,
  license: COMPANY_MESSAGES.licenceRequired,
  repeated: REPEATED_SUBMIT_MESSAGE,
  sent: '提交成功',
} as const;

/** 找回账号 (spec 1 section 5): company, contact, the verified phone and the licence's storage key. */
export const FindAccountForm = v.object({
  company_name: v.pipe(v.string(), v.trim(), filled(FIND_ACCOUNT_MESSAGES.companyName), atMost(24)),
  contact: Contact,
  phone: Phone,
  sms_code: SmsCode,
  license: v.pipe(v.string(), filled(FIND_ACCOUNT_MESSAGES.license)),
});

export type FindAccountValues = v.InferInput<typeof FindAccountForm>;
export type FindAccountField = keyof FindAccountValues;
/** What is sent: the schema's output (trimmed). */
export type FindAccountApplication = v.InferOutput<typeof FindAccountForm>;
