import * as v from 'valibot';
import { atMost, filled, messageOf } from './schema';

export const PHONE_LENGTH = 11;
/** A mainland mobile number: the one statement of the pattern; every form, gateway body and the mock use it. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
/** 170 and 171 numbers are refused wherever the spec checks a phone. */
const FORBIDDEN_SEGMENTS = /^17[01]/;

export const PHONE_MESSAGES = {
  required: '手机号不能为空',
  invalid: '请输入正确的手机号',
  forbiddenSegment: '禁止使用170、171号段手机',
  /** Shown when an SMS code is requested with a bad number. */
  invalidForSms: '请填写正确的手机号',
  /** The personal centre's words for a malformed phone (接单手机号, the rebinding's code request). */
  invalidInPersonal: '请输入正确手机号',
} as const;

/** The format check of a phone, with the form's own message. */
/* @__NO_SIDE_EFFECTS__ */
export const wellFormedPhone = (message: string = PHONE_MESSAGES.invalid) => v.regex(MOBILE_PATTERN, message);
/** The 170/171 check of a phone. */
/* @__NO_SIDE_EFFECTS__ */
export const allowedSegment = (message: string = PHONE_MESSAGES.forbiddenSegment) =>
  v.check((s: string) => !FORBIDDEN_SEGMENTS.test(s), message);

/**
 * A phone's ceiling: 11 characters, as every phone input's maxLength. It comes last, so it never
 * says a word of its own (a well-formed number has 11 digits); it is there for whoever reads a
 * field's limit, such as the mock, which refuses a huge phone before any pattern runs on it.
 */
/* @__NO_SIDE_EFFECTS__ */
const phoneCeiling = (message: string) => atMost(PHONE_LENGTH, message);

/** Sign-in and registration phone of spec 1 section 5: required, then the segment, then the format. */
export const Phone = v.pipe(v.string(), v.trim(), filled(PHONE_MESSAGES.required), allowedSegment(), wellFormedPhone(), phoneCeiling(PHONE_MESSAGES.invalid));

/** A phone in a request body: well formed and not 170/171 (what the mock accepts). */
export const WirePhone = v.pipe(v.string(), v.trim(), wellFormedPhone(), allowedSegment(), phoneCeiling(PHONE_MESSAGES.invalid));

export const validatePhone = (phone: string): string | null => messageOf(Phone, phone);

export const isValidPhone = (phone: string): boolean => validatePhone(phone) === null;

