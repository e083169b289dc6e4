import { validateConfirmation, validateRegistrationPassword } from '../shared/password';
import { validatePhone } from '../shared/phone';
import { type FieldErrors, firstError } from '../shared/validation';
import { smsCodeRules } from './sign-in-form';

export type RegisterField = 'phone' | 'code' | 'password' | 'confirm' | 'region' | 'agreement';

export interface RegisterDraft {
  phone: string;
  code: string;
  password: string;
  confirm: string;
  /** Region path from the cascader: province, city, district ids. */
  region: number[];
  agreement: boolean;
}

export const REGISTER_MESSAGES = {
  agreement: '请确认已阅读协议',
  region: '请选择地区',
} as const;

export function validateRegister(d: RegisterDraft): FieldErrors<RegisterField> {
  const errors: FieldErrors<RegisterField> = {};
  const set = (k: RegisterField, m: string | null) => {
    if (m) errors[k] = m;
  };
  set('phone', validatePhone(d.phone));
  set('code', firstError(d.code, smsCodeRules));
  set('password', validateRegistrationPassword(d.password));
  set('confirm', validateConfirmation(d.password, d.confirm));
  set('region', Array.isArray(d.region) && d.region.length > 0 ? null : REGISTER_MESSAGES.region);
  set('agreement', d.agreement ? null : REGISTER_MESSAGES.agreement);
  return errors;
}

export const isRegisterReady = (d: RegisterDraft) => Object.keys(validateRegister(d)).length === 0;
