import { describe, expect, it } from 'vitest';
import { BUSINESS_INFO_BLOCKS, BUSINESS_INFO_MESSAGES as B, BusinessInfoForm, type BusinessInfoValues, businessInfoBlock } from '../../../src/domain/company/business-info';
import { GroupForm, type GroupFormValues, groupFormChanged } from '../../../src/domain/company/group-form';
import { SUBSIDIARY_MESSAGES, SubsidiaryForm, type SubsidiaryValues, subsidiaryDraft } from '../../../src/domain/company/subsidiary-form';
import { COMPANY_MESSAGES as M } from '../../../src/domain/company/company-profile';
import { formErrors } from '../../../src/domain/common/schema';
import * as v from 'valibot';

/** The subsidiary's name is the company name of the company form (required message of its own). */
const S = { ...SUBSIDIARY_MESSAGES, nameTooLong: M.nameTooLong };
const validateBusinessInfo = (values: BusinessInfoValues) => formErrors(BusinessInfoForm, values);
const validateGroupForm = (values: GroupFormValues) => formErrors(GroupForm, values);
const validateSubsidiary = (values: SubsidiaryValues) => formErrors(SubsidiaryForm, values) as Partial<Record<keyof SubsidiaryValues, string>>;

describe('business-info update', () => {
  it('needs the full name (24), an 18-character code and a licence image', () => {
    expect(validateBusinessInfo({ name: '', creditCode: '', businessLicense: null })).toEqual({
      name: B.nameRequired, creditCode: M.creditCodeLength, businessLicense: M.licenceRequired,
    });
    expect(validateBusinessInfo({ name: '一'.repeat(25), creditCode: '91330106MA2B3C4D5E', businessLicense: { key: 'license/a.png', url: '' } })).toEqual({ name: M.nameTooLong });
  });

  it('is disabled while under review (2), when not passed (3) and before onboarding is done', () => {
    expect(businessInfoBlock(2, 1)).toBe('pending');
    expect(businessInfoBlock(3, 1)).toBe('notPassed');
    // newco: not passed and still onboarding; the licence is the true reason.
    expect(businessInfoBlock(3, 0)).toBe('notPassed');
    expect(businessInfoBlock(1, 0)).toBe('incomplete');
    // Only the onboarding company hears that its enterprise info is incomplete.
    expect(BUSINESS_INFO_BLOCKS.pending.title).not.toBe(B.unavailable);
    expect(BUSINESS_INFO_BLOCKS.notPassed.title).not.toBe(B.unavailable);
    expect(BUSINESS_INFO_BLOCKS.incomplete.title).toBe(B.unavailable);
    for (const s of [0, 1, 4]) expect(businessInfoBlock(s, 1)).toBeNull();
  });
});

describe('group form', () => {
  it('takes an abbreviation of at most 10 and a required address of at most 50', () => {
    expect(validateGroupForm({ abbr: '', addr: '' })).toEqual({ abbr: M.abbrRequired, addr: M.addrRequired });
    expect(validateGroupForm({ abbr: '华居装饰集团有限公司', addr: '上海' })).toEqual({});
    expect(validateGroupForm({ abbr: '华居装饰集团有限公司啊', addr: 'a'.repeat(51) })).toEqual({ abbr: '不得超过10个字符', addr: '不得超过50个字符' });
    expect(groupFormChanged({ abbr: '华居 ', addr: '上海' }, { abbr: '华居', addr: '上海' })).toBe(false);
  });
});

describe('subsidiary form', () => {
  const good: SubsidiaryValues = { name: '华居苏州分公司', alias: '华居苏州', locationId: [320000, 320500, 320508], phone: '13900001111', sms_code: '123456', password: 'abc12345', confirm_password: 'abc12345' };

  it('accepts a complete form and sends the last region id', () => {
    expect(validateSubsidiary(good)).toEqual({});
    expect(subsidiaryDraft(v.parse(SubsidiaryForm, good)).locationId).toBe(320508);
  });

  it('names every rule of spec 2 section 5', () => {
    const errors = validateSubsidiary({ name: '', alias: '', locationId: [], phone: '', sms_code: '', password: '', confirm_password: '' });
    expect(errors).toMatchObject({ name: S.nameRequired, alias: S.aliasRequired, locationId: S.regionRequired, sms_code: S.smsRequired, password: S.passwordLength });
    expect(validateSubsidiary({ ...good, name: '一'.repeat(25), alias: '一'.repeat(11) })).toEqual({ name: S.nameTooLong, alias: '不得超过10个字符' });
    expect(validateSubsidiary({ ...good, phone: '17012345678' }).phone).toBe('禁止使用170、171号段手机');
  });

  it('wants 8-30 letters and digits without spaces, confirmed', () => {
    const pw = (password: string) => validateSubsidiary({ ...good, password, confirm_password: password }).password;
    expect(pw('abc1234')).toBe(S.passwordLength);
    expect(pw(`a1${'b'.repeat(29)}`)).toBe(S.passwordLength);
    expect(pw('abcdefgh')).toBe(S.passwordChars);
    expect(pw('12345678')).toBe(S.passwordChars);
    expect(pw('abc 12345')).toBe(S.passwordChars);
    expect(pw(`a1${'b'.repeat(28)}`)).toBeUndefined();
    expect(validateSubsidiary({ ...good, confirm_password: 'abc12346' }).confirm_password).toBe('两次输入密码不一致!');
  });
});
