import * as v from 'valibot';
import { plainText } from '../common/plain-text';
import { PHONE_MESSAGES, allowedSegment, wellFormedPhone } from '../common/phone';
import { atMost, choiceRequired, filled, whenFilled } from '../common/schema';

/** The messages of spec 2 section 5 "Company form" (and the group form's address). */
export const COMPANY_MESSAGES = {
  nameRequired: '请输入公司名称',
  nameTooLong: '限制最多输入24个字数',
  creditCodeLength: '输入18位统一社会信用代码',
  creditCodeChars: '统一社会信用代码只能输入数字和大写字母',
  abbrRequired: '请输入公司简称',
  abbrChars: '公司简称只能输入汉字、字母和数字',
  informPhoneRequired: '请输入接单手机号',
  informPhoneInvalid: PHONE_MESSAGES.invalidInPersonal,
  cityRequired: '请选择城市',
  qqLength: '请输入5到11位数',
  qqInvalid: '请输入正确qq号',
  telInvalid: '请输入6-13位数',
  addrRequired: '请输入公司地址',
  licenceRequired: '请上传公司营业执照',
  logoRequired: '请上传logo',
  unchanged: '无修改内容',
  success: '提交成功',
} as const;

const M = COMPANY_MESSAGES;
/* @__NO_SIDE_EFFECTS__ */
const trimmed = () => v.pipe(v.string(), v.trim());

/**
 * The company screens' field schemas (spec 2 section 5, limits of section 9). Each pipe lists
 * its checks in the order the spec checks them; the first issue is the message shown.
 */

/** The company's full name: required (with the form's own message), at most 24. */
/* @__NO_SIDE_EFFECTS__ */
export const companyName = (requiredMessage: string = M.nameRequired) =>
  v.pipe(v.string(), v.trim(), filled(requiredMessage), atMost(24, M.nameTooLong), plainText());

/** Exactly 18 characters, digits and upper-case letters only (the character rule speaks first). */
export const CreditCode = v.pipe(
  v.string(),
  v.trim(),
  filled(M.creditCodeLength),
  v.regex(/^[0-9A-Z]+$/, M.creditCodeChars),
  v.minLength(18, M.creditCodeLength),
  v.maxLength(18, M.creditCodeLength),
);

/** The abbreviation: 8 characters on the company form, 10 on the group form. */
/* @__NO_SIDE_EFFECTS__ */
export const abbreviation = (max: 8 | 10) =>
  v.pipe(v.string(), v.trim(), filled(M.abbrRequired), atMost(max), v.regex(/^[\u4e00-\u9fa5A-Za-z0-9]+$/, M.abbrChars));

/** 接单手机号: required, a mainland mobile, not 170/171. */
export const InformPhone = v.pipe(v.string(), v.trim(), filled(M.informPhoneRequired), wellFormedPhone(M.informPhoneInvalid), allowedSegment());

/** The city path: at least a province and a city (the save sends the last id). */
export const CityPath = v.pipe(v.array(v.number()), choiceRequired(v.minLength<number[], 2, string>(2, M.cityRequired)));

/** tel and marketPhone: optional, digits only, 6 to 13. */
export const Tel = v.pipe(
  trimmed(),
  whenFilled(/^\d+$/, M.telInvalid),
  v.check((s: string) => s === '' || s.length >= 6, M.telInvalid),
  atMost(13, M.telInvalid),
);

/** QQ: optional, digits only, 5 to 11, not starting with 0. */
export const QQ = v.pipe(
  trimmed(),
  whenFilled(/^\d+$/, M.qqInvalid),
  v.check((s: string) => s === '' || s.length >= 5, M.qqLength),
  atMost(11, M.qqLength),
  whenFilled(/^[1-9]/, M.qqInvalid),
);

/** An optional text of at most `max` characters. */
/* @__NO_SIDE_EFFECTS__ */
export const optionalText = <N extends number>(max: N, multiLine = false) => v.pipe(trimmed(), atMost(max), plainText(multiLine));

/** The group's address: required, at most 50. */
export const GroupAddress = v.pipe(v.string(), v.trim(), filled(M.addrRequired), atMost(50), plainText());

/** A stored image as a form holds it: its storage key and where it can be shown. */
export const ImageRefSchema = v.object({ key: v.string(), url: v.string() });
export type ImageRef = v.InferOutput<typeof ImageRefSchema>;

/** A required image: the form holds null until one is chosen. */
/* @__NO_SIDE_EFFECTS__ */
export const requiredImage = (message: string) =>
  v.pipe(v.nullable(ImageRefSchema), v.check((x: ImageRef | null) => x !== null, message));
