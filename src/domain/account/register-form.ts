import * as v from 'valibot';
import { Confirm, RegistrationPassword, confirmed } from '../common/password-schema';
import { Phone } from '../common/schema';
import { SmsCode } from './sign-in-form';

/** STRONG_PASSWORD in the words of the password placeholder (registration, and the sub-account form). */
export const PASSWORD_HINT = '8-20位，包含大小写字母和数字';

export const REGISTER_MESSAGES = {
  agreement: '请确认已阅读协议',
  region: '请选择地区',
} as const;

/** Registration (spec 1 section 5): every field, in the order the spec checks them, and the confirmation. */
export const RegisterFields = v.object({
  phone: Phone,
  code: SmsCode,
  password: RegistrationPassword,
  confirm: Confirm,
  /** Region path from the cascader: province, city, district ids. */
  region: v.pipe(v.array(v.number()), v.minLength(1, REGISTER_MESSAGES.region)),
  agreement: v.pipe(v.boolean(), v.check((agreed: boolean) => agreed, REGISTER_MESSAGES.agreement)),
});
export const RegisterForm = v.pipe(RegisterFields, confirmed('password', 'confirm'));

export type RegisterDraft = v.InferInput<typeof RegisterForm>;
export type RegisterField = keyof RegisterDraft;
/** What registration sends: the phone and code trimmed, the passwords as typed. */
export type Registration = v.InferOutput<typeof RegisterForm>;
