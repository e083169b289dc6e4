import * as v from 'valibot';
import { isStored } from '../qiniu';
import { optionalText, storageKey, text } from '../validate';
import { regionPath } from './company-store';

/** The spec's company rules (spec 2 section 5) as the mock checks request bodies. */
const chars = (pattern: RegExp) => v.check((s: string) => pattern.test(s), '格式错误');
const optionalDigits = (pattern: RegExp) =>
  v.optional(v.pipe(v.string(), v.trim(), v.check((s: string) => s === '' || pattern.test(s), '格式错误')), '');

export const creditCode = () => v.pipe(v.string(), v.trim(), v.regex(/^[0-9A-Z]{18}$/));
export const mobile = () => v.pipe(v.string(), v.trim(), v.regex(/^1[3-9]\d{9}$/), v.check((s) => !/^17[01]/.test(s), '禁止使用170、171号段手机'));
/** A stored image: a well-formed key that the storage host holds. */
export const storedImage = () => v.pipe(storageKey(), v.check(isStored, '图片不存在'));
/** A region id the city tree has (the last id of the picked path). */
export const regionId = () =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))]),
    v.check((id: number) => regionPath(id).length >= 2, '地区不存在'),
  );

export const abbr = (max: number) => v.pipe(text(max, 1), chars(/^[\u4e00-\u9fa5A-Za-z0-9]+$/));

export const ProfileBody = v.object({
  name: text(24, 1),
  abbr: abbr(8),
  creditCode: creditCode(),
  contact: v.pipe(text(5, 1), chars(/^[\u4e00-\u9fa5]+$/)),
  inform_phone: mobile(),
  locationId: regionId(),
  slogan: optionalText(40),
  market_tel: optionalDigits(/^\d{6,13}$/),
  tel: optionalDigits(/^\d{6,13}$/),
  qq: optionalDigits(/^[1-9]\d{4,10}$/),
  addr: optionalText(100),
  intro: optionalText(500),
  logo: storedImage(),
  businessLicense: storedImage(),
  companyStatus: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9)),
});
export type ProfileBody = v.InferOutput<typeof ProfileBody>;

/** The group form saves only its abbreviation (at most 10) and its address (required, at most 50). */
export const GroupBody = v.object({ abbr: abbr(10), addr: text(50, 1) });

export const LicenceBody = v.object({ name: text(24, 1), creditCode: creditCode(), businessLicense: storedImage() });

export const ChildBody = v.object({
  name: text(24, 1),
  alias: text(10, 1),
  locationId: regionId(),
  phone: mobile(),
  sms_code: text(6, 1),
  password: v.pipe(v.string(), v.regex(/^(?=.*\d)(?=.*[A-Za-z])\S{8,30}$/)),
  confirm_password: v.string(),
});
