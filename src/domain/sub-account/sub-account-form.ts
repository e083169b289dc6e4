import { PASSWORD_MESSAGES } from '../shared/password';
import { PHONE_MESSAGES, phoneRules, validatePhone } from '../shared/phone';
import { type FieldErrors, type Rule, firstError, maxLength, required } from '../shared/validation';
import type { SubAccountSummary, SubAccountType } from './sub-account';

/** The accountAdd form (spec 2 section 5, Sub-account). */
export interface SubAccountDraft {
  name: string;
  phone: string;
  sms_code: string;
  password: string;
  confirm_password: string;
  user_type: SubAccountType | '';
  permission_list: number[];
}

export type SubAccountField = keyof SubAccountDraft;

export const SUB_ACCOUNT_NAME_MAX = 5;
export const SUB_ACCOUNT_PASSWORD_MAX = 20;
/** The sub-account, subsidiary and article-side forms count down 60 s (the others 59). */
export const SUB_ACCOUNT_SMS_SECONDS = 60;

export const SUB_ACCOUNT_MESSAGES = {
  nameRequired: '请输入姓名!',
  nameTooLong: `姓名不得超过${SUB_ACCOUNT_NAME_MAX}个字`,
  phoneRegistered: '该手机号已注册，请更换手机号',
  codeRequired: '请输入验证码',
  passwordRequired: PASSWORD_MESSAGES.required,
  special: PASSWORD_MESSAGES.special,
  weak: '大于8位小于20大小写字母和数字组合',
  confirmRequired: PASSWORD_MESSAGES.confirmRequired,
  mismatch: PASSWORD_MESSAGES.mismatch,
  typeRequired: '请选择子账号类型!',
  captchaRequired: '请点击智能验证',
  phoneFirst: '请先填写手机号',
  phoneInvalid: PHONE_MESSAGES.invalid,
  repeat: '请勿多次提交',
  failed: '提交失败',
  added: '已成功添加!',
  edited: '修改成功!',
  unbound: '解绑成功!',
  unbindQuestion: '确定解绑该子账号吗？解绑后该账号将无法登录。',
} as const;

export const EMPTY_SUB_ACCOUNT: SubAccountDraft = {
  name: '',
  phone: '',
  sms_code: '',
  password: '',
  confirm_password: '',
  user_type: '',
  permission_list: [],
};

/** Add mode, or edit mode with the phone the account had when the form opened. */
export interface FormMode {
  editing: boolean;
  originalPhone: string;
}

export const phoneChanged = (phone: string, mode: FormMode) => !mode.editing || phone.trim() !== mode.originalPhone;

export const nameRules: readonly Rule[] = [required(SUB_ACCOUNT_MESSAGES.nameRequired), maxLength(SUB_ACCOUNT_NAME_MAX, SUB_ACCOUNT_MESSAGES.nameTooLong)];

export const subAccountPhoneRules: readonly Rule[] = phoneRules;

const STRONG = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,20}$/;

/** Required on add, optional on edit; letters and digits only, 8-20 with upper, lower and a digit. */
export const passwordRules = (editing: boolean): readonly Rule[] => [
  (v) => (v === '' && !editing ? SUB_ACCOUNT_MESSAGES.passwordRequired : null),
  (v) => (/[^A-Za-z0-9]/.test(v) ? SUB_ACCOUNT_MESSAGES.special : null),
  (v) => (v === '' || STRONG.test(v) ? null : SUB_ACCOUNT_MESSAGES.weak),
];

export function confirmError(password: string, confirm: string): string | null {
  if (confirm === '' && password === '') return null;
  if (confirm === '') return SUB_ACCOUNT_MESSAGES.confirmRequired;
  return confirm === password ? null : SUB_ACCOUNT_MESSAGES.mismatch;
}

/** The code is needed on add, and on edit once the phone differs from the saved one. */
export const smsCodeError = (code: string, phone: string, mode: FormMode) =>
  phoneChanged(phone, mode) && code.trim() === '' ? SUB_ACCOUNT_MESSAGES.codeRequired : null;

export const typeError = (type: SubAccountDraft['user_type']) => (type === '' ? SUB_ACCOUNT_MESSAGES.typeRequired : null);

export function validateSubAccount(d: SubAccountDraft, mode: FormMode): FieldErrors<SubAccountField> {
  const found: [SubAccountField, string | null][] = [
    ['name', firstError(d.name, nameRules)],
    ['phone', firstError(d.phone, subAccountPhoneRules)],
    ['sms_code', smsCodeError(d.sms_code, d.phone, mode)],
    ['password', firstError(d.password, passwordRules(mode.editing))],
    ['confirm_password', confirmError(d.password, d.confirm_password)],
    ['user_type', typeError(d.user_type)],
  ];
  return Object.fromEntries(found.filter(([, m]) => m)) as FieldErrors<SubAccountField>;
}

/** Why the SMS button may not send yet: the captcha first, then the phone. */
export function subAccountSmsBlocker(captchaPassed: boolean, phone: string): string | null {
  if (!captchaPassed) return SUB_ACCOUNT_MESSAGES.captchaRequired;
  if (phone.trim() === '') return SUB_ACCOUNT_MESSAGES.phoneFirst;
  return validatePhone(phone) ? SUB_ACCOUNT_MESSAGES.phoneInvalid : null;
}

export interface SubAccountPayload {
  name: string;
  phone: string;
  sms_code?: string;
  password?: string;
  confirm_password?: string;
  user_type: SubAccountType;
  permission_list: number[];
}

/** What is sent: an edit leaves out an empty password and the code of an unchanged phone. */
export function toSubAccountPayload(d: SubAccountDraft, mode: FormMode): SubAccountPayload {
  const payload: SubAccountPayload = {
    name: d.name.trim(),
    phone: d.phone.trim(),
    user_type: d.user_type as SubAccountType,
    permission_list: [...d.permission_list],
  };
  if (phoneChanged(d.phone, mode)) payload.sms_code = d.sms_code.trim();
  if (d.password !== '') Object.assign(payload, { password: d.password, confirm_password: d.confirm_password });
  return payload;
}

/** The form's starting values for an edit: the saved account, with empty secrets. */
export const draftOf = (s: SubAccountSummary): SubAccountDraft => ({
  ...EMPTY_SUB_ACCOUNT,
  name: s.realname,
  phone: s.phone,
  user_type: s.user_type,
  permission_list: [...s.permission_list],
});
