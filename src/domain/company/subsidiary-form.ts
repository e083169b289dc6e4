import * as v from 'valibot';
import { plainText, Phone, atMost, choiceRequired, filled } from '../common/schema';
import { PASSWORD_MESSAGES } from '../common/password';
import { atLeast } from '../content/content-form';
import { companyName } from './company-profile';
import { REGISTER_MESSAGES } from '../account/register-form';
import { SECURITY_CODE_MESSAGES } from '../security/security-code';
import { SUB_ACCOUNT_MESSAGES } from '../sub-account/sub-account-form';
import { PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE } from '../common/business-codes';

export const SUBSIDIARY_MESSAGES = {
  nameRequired: '公司名称不能为空',
  aliasRequired: '公司别名不能为空',
  regionRequired: REGISTER_MESSAGES.region,
  phoneRegistered: SUB_ACCOUNT_MESSAGES.phoneRegistered,
  smsRequired: '验证码不能为空',
  passwordLength: '长度需大于8位小于30位',
  passwordChars: '密码必须包含数字和字母, 不包含空格',
  added: '添加成功',
  wrongCode: SECURITY_CODE_MESSAGES.verifyFailed,
} as const;

const S = SUBSIDIARY_MESSAGES;

/** The password's length, 8 to 30 (spec 2 section 5). */
const PASSWORD_LENGTH = { min: 8, max: 30 } as const;

/** The add-subsidiary form's fields (spec 2 section 5 "Subsidiary"). */
export const SUBSIDIARY_FIELDS = {
  name: companyName(S.nameRequired),
  alias: v.pipe(v.string(), v.trim(), filled(S.aliasRequired), atMost(10), plainText()),
  locationId: v.pipe(v.array(v.number()), choiceRequired(v.minLength<number[], 2, string>(2, S.regionRequired))),
  phone: Phone,
  sms_code: v.pipe(v.string(), v.trim(), filled(S.smsRequired)),
  password: v.pipe(
    v.string(),
    // Characters (code points) as every other limit counts them: counting graphemes takes
    // more than linear time in the length, and a password is letters and digits anyway.
    atLeast(PASSWORD_LENGTH.min, S.passwordLength),
    atMost(PASSWORD_LENGTH.max, S.passwordLength),
    v.regex(/^(?=.*\d)(?=.*[A-Za-z])\S+$/, S.passwordChars),
  ),
  // The password's ceiling, in the password's words: a confirmation longer than a password may be
  // is refused as such (the mock refuses a huge one before anything reads it).
  confirm_password: v.pipe(v.string(), filled(PASSWORD_MESSAGES.confirmRequired), atMost(PASSWORD_LENGTH.max, S.passwordLength)),
};

type Passwords = { password: string; confirm_password: string };

/** The confirmation must match the password (its message at the confirmation). */
/* @__NO_SIDE_EFFECTS__ */
export const passwordsMatch = <T extends Passwords>() =>
  v.forward<T, v.CheckIssue<T>, ['confirm_password']>(
    v.check<T, string>((b) => b.confirm_password === b.password, PASSWORD_MESSAGES.mismatch),
    ['confirm_password'] as never,
  );

/** The add-subsidiary form: its fields, then the confirmation. */
export const SubsidiaryForm = v.pipe(v.object(SUBSIDIARY_FIELDS), passwordsMatch());

export type SubsidiaryValues = v.InferInput<typeof SubsidiaryForm>;

/** POST /v2/companies/group-children: the parsed form with the region as its last id. */
export type SubsidiaryDraft = Omit<v.InferOutput<typeof SubsidiaryForm>, 'locationId'> & { locationId: number };

/** One child company of the group as the list shows it. */
export interface Subsidiary {
  id: number;
  name: string;
  alias: string;
  region: string;
  phone: string;
}

/** Business codes of POST /v2/companies/group-children that the form shows at a field. */
export const SUBSIDIARY_CODES = { phoneRegistered: PHONE_REGISTERED_CODE, wrongCode: SMS_CODE_WRONG_CODE } as const;

export const SUBSIDIARY_SMS_SECONDS = 60;

export const subsidiaryDraft = (parsed: v.InferOutput<typeof SubsidiaryForm>): SubsidiaryDraft => ({
  ...parsed,
  locationId: parsed.locationId[parsed.locationId.length - 1] ?? 0,
});
