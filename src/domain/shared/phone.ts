import { type Rule, firstError, required } from './validation';

export const PHONE_LENGTH = 11;
const PHONE_PATTERN = /^1[3-9]\d{9}$/;
const FORBIDDEN_SEGMENTS = /^17[01]/;

export const PHONE_MESSAGES = {
  required: '手机号不能为空',
  invalid: '请输入正确的手机号',
  forbiddenSegment: '禁止使用170、171号段手机',
  /** Shown when an SMS code is requested with a bad number. */
  invalidForSms: '请填写正确的手机号',
} as const;

const forbiddenSegment: Rule = (v) =>
  FORBIDDEN_SEGMENTS.test(v.trim()) ? PHONE_MESSAGES.forbiddenSegment : null;
const wellFormed: Rule = (v) => (PHONE_PATTERN.test(v.trim()) ? null : PHONE_MESSAGES.invalid);

/** Sign-in and registration phone rules of spec 1 section 5. */
export const phoneRules: readonly Rule[] = [required(PHONE_MESSAGES.required), forbiddenSegment, wellFormed];

export const validatePhone = (phone: string): string | null => firstError(phone, phoneRules);

export const isValidPhone = (phone: string): boolean => validatePhone(phone) === null;
