import { type Rule, matches, maxLength, required } from '../shared/validation';

/** The messages of spec 2 section 5 "Company form" (and the group form's address). */
export const COMPANY_MESSAGES = {
  nameRequired: '请输入公司名称',
  nameTooLong: '限制最多输入24个字数',
  creditCodeLength: '输入18位统一社会信用代码',
  creditCodeChars: '统一社会信用代码只能输入数字和大写字母',
  abbrRequired: '请输入公司简称',
  abbrChars: '公司简称只能输入汉字、字母和数字',
  contactRequired: '请输入联系人',
  contactChinese: '只能输入汉字',
  informPhoneRequired: '请输入接单手机号',
  informPhoneInvalid: '请输入正确手机号',
  informPhoneSegment: '禁止使用170、171号段手机',
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

/** Limits of spec 2 section 9. */
export const COMPANY_LIMITS = { name: 24, creditCode: 18, abbr: 8, groupAbbr: 10, contact: 5, slogan: 40, intro: 500, addr: 100, groupAddr: 50, informPhone: 11, tel: 13, qq: 11 } as const;

/** The spec names no message for these length limits; this is the wording it uses elsewhere. */
export const tooLong = (max: number) => `不得超过${max}个字符`;

const CHINESE = /^[\u4e00-\u9fa5]+$/;
const ABBR_CHARS = /^[\u4e00-\u9fa5A-Za-z0-9]+$/;

export const nameRules = (requiredMessage: string = COMPANY_MESSAGES.nameRequired): Rule[] => [
  required(requiredMessage),
  maxLength(COMPANY_LIMITS.name, COMPANY_MESSAGES.nameTooLong),
];

/** Exactly 18 characters, digits and upper-case letters only (the character rule speaks first). */
export const creditCodeRules: Rule[] = [
  required(COMPANY_MESSAGES.creditCodeLength),
  matches(/^[0-9A-Z]+$/, COMPANY_MESSAGES.creditCodeChars),
  (v) => (v.length === COMPANY_LIMITS.creditCode ? null : COMPANY_MESSAGES.creditCodeLength),
];

/** 8 characters on the company form, 10 on the group form. */
export const abbrRules = (max: number = COMPANY_LIMITS.abbr): Rule[] => [
  required(COMPANY_MESSAGES.abbrRequired),
  maxLength(max, tooLong(max)),
  matches(ABBR_CHARS, COMPANY_MESSAGES.abbrChars),
];

export const contactRules: Rule[] = [
  required(COMPANY_MESSAGES.contactRequired),
  matches(CHINESE, COMPANY_MESSAGES.contactChinese),
  maxLength(COMPANY_LIMITS.contact, tooLong(COMPANY_LIMITS.contact)),
];

export const informPhoneRules: Rule[] = [
  required(COMPANY_MESSAGES.informPhoneRequired),
  matches(/^1[3-9]\d{9}$/, COMPANY_MESSAGES.informPhoneInvalid),
  (v) => (/^17[01]/.test(v) ? COMPANY_MESSAGES.informPhoneSegment : null),
];

/** The city path: at least a province and a city (the save sends the last id). */
export const cityRules: Rule<readonly number[]>[] = [(path) => (path.length >= 2 ? null : COMPANY_MESSAGES.cityRequired)];

/** Optional fields pass when empty. */
const optional =
  (...list: Rule[]): Rule =>
  (v) => {
    if (v === '') return null;
    for (const rule of list) {
      const message = rule(v);
      if (message) return message;
    }
    return null;
  };

export const qqRules: Rule[] = [
  optional(
    matches(/^\d+$/, COMPANY_MESSAGES.qqInvalid),
    matches(/^\d{5,11}$/, COMPANY_MESSAGES.qqLength),
    matches(/^[1-9]/, COMPANY_MESSAGES.qqInvalid),
  ),
];

/** tel and marketPhone: digits only, 6 to 13. */
export const telRules: Rule[] = [optional(matches(/^\d{6,13}$/, COMPANY_MESSAGES.telInvalid))];

export const sloganRules: Rule[] = [maxLength(COMPANY_LIMITS.slogan, tooLong(COMPANY_LIMITS.slogan))];
export const introRules: Rule[] = [maxLength(COMPANY_LIMITS.intro, tooLong(COMPANY_LIMITS.intro))];
export const addrRules: Rule[] = [maxLength(COMPANY_LIMITS.addr, tooLong(COMPANY_LIMITS.addr))];
export const groupAddrRules: Rule[] = [
  required(COMPANY_MESSAGES.addrRequired),
  maxLength(COMPANY_LIMITS.groupAddr, tooLong(COMPANY_LIMITS.groupAddr)),
];
