import * as v from 'valibot';
import { plainText, PHONE_MESSAGES, Phone, validatePhone, REPEATED_SUBMIT_MESSAGE, atMost, choiceRequired, filled, whenFilled } from '../common/schema';
import { PASSWORD_MESSAGES, STRONG_PASSWORD, noSpecial } from '../common/password';
import { SUB_ACCOUNT_TYPES, type SubAccountSummary, type SubAccountType } from './sub-account';
import { SIGN_IN_MESSAGES } from '../account/sign-in-form';

/** The sub-account, subsidiary and article-side forms count down 60 s (the others 59). */
export const SUB_ACCOUNT_SMS_SECONDS = 60;

const NAME_MAX = 5;

/** The accountAdd form's messages (spec 2 section 5, Sub-account). */
export const SUB_ACCOUNT_MESSAGES = {
  nameRequired: '请输入姓名!',
  nameTooLong: `姓名不得超过${NAME_MAX}个字`,
  /** Also the add-subsidiary form's words. */
  phoneRegistered: '该手机号已注册，请更换手机号',
  codeRequired: SIGN_IN_MESSAGES.codeRequired,
  passwordRequired: PASSWORD_MESSAGES.required,
  special: PASSWORD_MESSAGES.special,
  weak: '大于8位小于20大小写字母和数字组合',
  confirmRequired: PASSWORD_MESSAGES.confirmRequired,
  mismatch: PASSWORD_MESSAGES.mismatch,
  typeRequired: '请选择子账号类型!',
  /** Also the security screens' words. */
  captchaRequired: '请点击智能验证',
  phoneFirst: '请先填写手机号',
  phoneInvalid: PHONE_MESSAGES.invalid,
  repeat: REPEATED_SUBMIT_MESSAGE,
  failed: '提交失败',
  added: '已成功添加!',
  edited: '修改成功!',
  unbound: '解绑成功!',
  unbindQuestion: '确定解绑该子账号吗？解绑后该账号将无法登录。',
} as const;

/** Add mode, or edit mode with the phone the account had when the form opened. */
export interface FormMode {
  editing: boolean;
  originalPhone: string;
}

export const phoneChanged = (phone: string, mode: FormMode) => !mode.editing || phone.trim() !== mode.originalPhone;

/** 姓名: required, at most 5. */
export const SubAccountName = v.pipe(v.string(), v.trim(), filled(SUB_ACCOUNT_MESSAGES.nameRequired), atMost(NAME_MAX, SUB_ACCOUNT_MESSAGES.nameTooLong), plainText());

/** A password's checks, registration's: letters and digits only, then strong (an empty one passes them). */
/* @__NO_SIDE_EFFECTS__ */
const passwordChecks = () =>
  [noSpecial(SUB_ACCOUNT_MESSAGES.special), whenFilled(STRONG_PASSWORD, SUB_ACCOUNT_MESSAGES.weak)] as const;

/** A changed password (optional on edit). */
export const SubAccountPassword = v.pipe(v.string(), ...passwordChecks());

/** A new account's password: required, then the same checks. */
export const NewSubAccountPassword = v.pipe(v.string(), filled(SUB_ACCOUNT_MESSAGES.passwordRequired), ...passwordChecks());

/** 子账号类型: one of the three; the form starts with none. */
export const SubAccountTypeField = v.pipe(
  v.picklist<(SubAccountType | '')[]>([...SUB_ACCOUNT_TYPES, '']),
  choiceRequired(v.check((t: SubAccountType | '') => t !== '', SUB_ACCOUNT_MESSAGES.typeRequired)),
);

/**
 * The accountAdd form (spec 2 section 5, Sub-account) for its mode: the password is required
 * on add and optional on edit; the code is needed on add and on edit once the phone differs
 * from the saved one; a password set must be confirmed.
 */
/* @__NO_SIDE_EFFECTS__ */
export const subAccountForm = (mode: FormMode) =>
  v.pipe(
    v.object({
      name: SubAccountName,
      phone: Phone,
      sms_code: v.string(),
      password: mode.editing ? SubAccountPassword : NewSubAccountPassword,
      confirm_password: v.string(),
      user_type: SubAccountTypeField,
      permission_list: v.array(v.number()),
    }),
    v.forward(
      v.check((d) => !phoneChanged(d.phone, mode) || d.sms_code.trim() !== '', SUB_ACCOUNT_MESSAGES.codeRequired),
      ['sms_code'],
    ),
    v.forward(
      v.check((d) => d.confirm_password !== '' || d.password === '', SUB_ACCOUNT_MESSAGES.confirmRequired),
      ['confirm_password'],
    ),
    v.forward(
      v.check((d) => d.confirm_password === '' || d.confirm_password === d.password, SUB_ACCOUNT_MESSAGES.mismatch),
      ['confirm_password'],
    ),
  );

export type SubAccountDraft = v.InferInput<ReturnType<typeof subAccountForm>>;
export type SubAccountField = keyof SubAccountDraft;

export const EMPTY_SUB_ACCOUNT: SubAccountDraft = {
  name: '',
  phone: '',
  sms_code: '',
  password: '',
  confirm_password: '',
  user_type: '',
  permission_list: [],
};

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
