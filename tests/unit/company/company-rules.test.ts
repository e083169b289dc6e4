import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import { messageOf } from '../../../src/domain/common/schema';
import { COMPANY_MESSAGES, QQ, Tel, abbreviation, CompanyForm } from '../../../src/domain/company/company-profile';
import { GroupForm, groupFormChanged } from '../../../src/domain/company/group-form';

/** The contact's messages are the shared 联系人's (src/domain/common/schema.ts). */
const M = { ...COMPANY_MESSAGES, contactRequired: '请输入联系人', contactChinese: '只能输入汉字', informPhoneSegment: '禁止使用170、171号段手机' };
const F = CompanyForm.entries;
const check = (schema: v.GenericSchema, value: unknown) => messageOf(schema, value);
const firstError = (value: unknown, schema: v.GenericSchema) => messageOf(schema, value);
const nameRules = () => F.name;
const abbrRules = (max: 8 | 10 = 8) => abbreviation(max);
const {
  creditCode: creditCodeRules, contact: contactRules, informPhone: informPhoneRules, locationId: cityRules, qq: qqRules, tel: telRules,
  slogan: sloganRules, intro: introRules, addr: addrRules,
} = F;
const groupAddrRules = GroupForm.entries.addr;

describe('company form rules (spec 2 section 5)', () => {
  it('name: required, at most 24', () => {
    expect(check(nameRules(), '')).toBe(M.nameRequired);
    expect(check(nameRules(), '一'.repeat(25))).toBe(M.nameTooLong);
    expect(check(nameRules(), '一'.repeat(24))).toBeNull();
  });

  it('credit code: exactly 18, digits and upper-case letters only', () => {
    expect(check(creditCodeRules, '')).toBe(M.creditCodeLength);
    expect(check(creditCodeRules, '91330106MA2B3C4D5')).toBe(M.creditCodeLength);
    expect(check(creditCodeRules, '91330106MA2B3C4D5E6')).toBe(M.creditCodeLength);
    expect(check(creditCodeRules, '91330106ma2b3c4d5e')).toBe(M.creditCodeChars);
    expect(check(creditCodeRules, '91330106MA2B3C4D5-')).toBe(M.creditCodeChars);
    expect(check(creditCodeRules, '91330106MA2B3C4D5E')).toBeNull();
  });

  it('abbreviation: required, 8 (10 on the group form), Chinese, letters and digits', () => {
    expect(check(abbrRules(), '')).toBe(M.abbrRequired);
    expect(check(abbrRules(), '美居Home12')).toBeNull();
    expect(check(abbrRules(), '美居装饰工程有限公')).toBe('不得超过8个字符');
    expect(check(abbrRules(10), '美居装饰工程有限公司')).toBeNull();
    expect(check(abbrRules(10), '美居装饰工程有限公司啊')).toBe('不得超过10个字符');
    expect(check(abbrRules(), '美居-装饰')).toBe(M.abbrChars);
  });

  it('contact: required, Chinese only, at most 5', () => {
    expect(check(contactRules, '')).toBe(M.contactRequired);
    expect(check(contactRules, 'Tom')).toBe(M.contactChinese);
    expect(check(contactRules, '王 美')).toBe(M.contactChinese);
    expect(check(contactRules, '欧阳美居装饰')).toBe('不得超过5个字符');
    expect(check(contactRules, '欧阳美居')).toBeNull();
  });

  it('informPhone: required, 1 then 3-9 and 11 digits, no 170 or 171', () => {
    expect(check(informPhoneRules, '')).toBe(M.informPhoneRequired);
    expect(check(informPhoneRules, '12800000001')).toBe(M.informPhoneInvalid);
    expect(check(informPhoneRules, '1380000000')).toBe(M.informPhoneInvalid);
    expect(check(informPhoneRules, '17012345678')).toBe(M.informPhoneSegment);
    expect(check(informPhoneRules, '17112345678')).toBe(M.informPhoneSegment);
    expect(check(informPhoneRules, '17212345678')).toBeNull();
  });

  it('city: at least a province and a city of the cascade', () => {
    expect(firstError([], cityRules)).toBe(M.cityRequired);
    expect(firstError([330000], cityRules)).toBe(M.cityRequired);
    expect(firstError([330000, 330100, 330106], cityRules)).toBeNull();
  });

  it('qq: optional, digits only, 5 to 11, not starting with 0', () => {
    expect(check(qqRules, '')).toBeNull();
    expect(check(qqRules, '1234')).toBe(M.qqLength);
    expect(check(qqRules, '123456789012')).toBe(M.qqLength);
    expect(check(qqRules, '012345')).toBe(M.qqInvalid);
    expect(check(qqRules, '12a45')).toBe(M.qqInvalid);
    expect(check(qqRules, '800012345')).toBeNull();
  });

  it('tel and marketPhone: optional, digits only, 6 to 13', () => {
    expect(check(telRules, '')).toBeNull();
    expect(check(telRules, '12345')).toBe(M.telInvalid);
    expect(check(telRules, '0571-8888')).toBe(M.telInvalid);
    expect(check(telRules, '12345678901234')).toBe(M.telInvalid);
    expect(check(telRules, '057188886666')).toBeNull();
  });

  it('slogan 40, intro 500, address 100; the group address is required and at most 50', () => {
    expect(check(sloganRules, 'a'.repeat(40))).toBeNull();
    expect(check(sloganRules, 'a'.repeat(41))).toBe('不得超过40个字符');
    expect(check(introRules, 'a'.repeat(501))).toBe('不得超过500个字符');
    expect(check(addrRules, 'a'.repeat(101))).toBe('不得超过100个字符');
    expect(check(addrRules, '')).toBeNull();
    expect(check(groupAddrRules, '')).toBe(M.addrRequired);
    expect(check(groupAddrRules, 'a'.repeat(51))).toBe('不得超过50个字符');
    expect(check(groupAddrRules, '上海市浦东新区')).toBeNull();
  });
});

describe('company rule edges', () => {
  it('takes a tel of exactly 6 digits and a QQ of exactly 5', () => {
    expect(messageOf(Tel, '123456')).toBeNull();
    expect(messageOf(Tel, '12345')).toBe(COMPANY_MESSAGES.telInvalid);
    expect(messageOf(QQ, '12345')).toBeNull();
    expect(messageOf(QQ, '1234')).toBe(COMPANY_MESSAGES.qqLength);
  });

  it('sees a group form changed by its trimmed abbreviation or address alone', () => {
    const start = { abbr: '美居', addr: '杭州市西湖区' };
    expect(groupFormChanged(start, { abbr: ' 美居 ', addr: '杭州市西湖区 ' })).toBe(false);
    expect(groupFormChanged(start, { ...start, abbr: '美居集团' })).toBe(true);
    expect(groupFormChanged(start, { ...start, addr: '杭州市滨江区' })).toBe(true);
    expect(groupFormChanged({ abbr: ' 美居 ', addr: ' 杭州市西湖区' }, start)).toBe(false);
  });
});
