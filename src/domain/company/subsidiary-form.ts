import { type Rule, firstError, matches, maxLength, required } from '../shared/validation';
import { phoneRules } from '../shared/phone';
import { PASSWORD_MESSAGES } from '../shared/password';
import { tooLong } from './company-rules';

/** The add-subsidiary form of spec 2 section 5 "Subsidiary". */
export interface SubsidiaryValues {
  name: string;
  alias: string;
  locationId: number[];
  phone: string;
  sms_code: string;
  password: string;
  confirm_password: string;
}

/** POST /v2/companies/group-children: the draft with the region as its last id. */
export type SubsidiaryDraft = Omit<SubsidiaryValues, 'locationId'> & { locationId: number };

/** One child company of the group as the list shows it. */
export interface Subsidiary {
  id: number;
  name: string;
  alias: string;
  region: string;
  phone: string;
}

export const SUBSIDIARY_MESSAGES = {
  nameRequired: '公司名称不能为空',
  nameTooLong: '限制最多输入24个字数',
  aliasRequired: '公司别名不能为空',
  regionRequired: '请选择地区',
  phoneRegistered: '该手机号已注册，请更换手机号',
  smsRequired: '验证码不能为空',
  passwordLength: '长度需大于8位小于30位',
  passwordChars: '密码必须包含数字和字母, 不包含空格',
  added: '添加成功',
  wrongCode: '验证码错误，请重新填写',
} as const;

/** Business codes of POST /v2/companies/group-children that the form shows at a field. */
export const SUBSIDIARY_CODES = { phoneRegistered: 20101, wrongCode: 20102 } as const;

export const SUBSIDIARY_LIMITS = { name: 24, alias: 10, passwordMin: 8, passwordMax: 30 } as const;
export const SUBSIDIARY_SMS_SECONDS = 60;

export const subsidiaryRules = {
  name: [required(SUBSIDIARY_MESSAGES.nameRequired), maxLength(SUBSIDIARY_LIMITS.name, SUBSIDIARY_MESSAGES.nameTooLong)] as Rule[],
  alias: [required(SUBSIDIARY_MESSAGES.aliasRequired), maxLength(SUBSIDIARY_LIMITS.alias, tooLong(SUBSIDIARY_LIMITS.alias))] as Rule[],
  locationId: [(path: readonly number[]) => (path.length >= 2 ? null : SUBSIDIARY_MESSAGES.regionRequired)] as Rule<readonly number[]>[],
  phone: phoneRules,
  sms_code: [required(SUBSIDIARY_MESSAGES.smsRequired)] as Rule[],
  password: [
    (v: string) => ([...v].length < SUBSIDIARY_LIMITS.passwordMin || [...v].length > SUBSIDIARY_LIMITS.passwordMax ? SUBSIDIARY_MESSAGES.passwordLength : null),
    matches(/^(?=.*\d)(?=.*[A-Za-z])\S+$/, SUBSIDIARY_MESSAGES.passwordChars),
  ] as Rule[],
};

export function confirmRule(password: string): Rule {
  return (confirm) => {
    if (confirm === '') return PASSWORD_MESSAGES.confirmRequired;
    return confirm === password ? null : PASSWORD_MESSAGES.mismatch;
  };
}

export function validateSubsidiary(v: SubsidiaryValues): Partial<Record<keyof SubsidiaryValues, string>> {
  const errors: Partial<Record<keyof SubsidiaryValues, string>> = {};
  const text = ['name', 'alias', 'phone', 'sms_code'] as const;
  for (const key of text) {
    const message = firstError(v[key].trim(), subsidiaryRules[key]);
    if (message) errors[key] = message;
  }
  const region = firstError(v.locationId, subsidiaryRules.locationId);
  const password = firstError(v.password, subsidiaryRules.password);
  const confirm = confirmRule(v.password)(v.confirm_password);
  if (region) errors.locationId = region;
  if (password) errors.password = password;
  if (confirm) errors.confirm_password = confirm;
  return errors;
}

export const subsidiaryDraft = (v: SubsidiaryValues): SubsidiaryDraft => ({
  name: v.name.trim(),
  alias: v.alias.trim(),
  locationId: v.locationId[v.locationId.length - 1] ?? 0,
  phone: v.phone.trim(),
  sms_code: v.sms_code.trim(),
  password: v.password,
  confirm_password: v.confirm_password,
});
