import { describe, expect, it } from 'vitest';
import {
  BUSINESS_INFO_BLOCKS,
  BUSINESS_INFO_MESSAGES,
  LICENCE_RECORD_LABELS,
  RECENT_RECORDS,
  businessInfoBlock,
  businessInfoSave,
  currentLicenseStatus,
  licenceRecordLabel,
} from '../../../src/domain/company/business-info';
import { LICENSE_STATUS, LICENCE_LOCKED_HINT, LICENCE_NOT_PASSED_HINT, isLicenceLocked, LICENCE_LOCKED_FIELDS, isLicenceLockedField, storedLicenceErrors } from '../../../src/domain/company/company-profile';
import { completeProfile } from '../../fakes/in-memory-company-gateways';

describe('the business info update', () => {
  it('says the spec texts', () => {
    expect(BUSINESS_INFO_MESSAGES).toEqual({ nameRequired: '请输入完整公司名称', unavailable: '你还没有完善企业信息' });
    expect(BUSINESS_INFO_BLOCKS).toEqual({
      pending: { title: '营业执照审核中', reason: '营业执照正在审核中，审核完成后才能再次更新' },
      notPassed: { title: '营业执照未通过审核', reason: '营业执照不够清晰，请在企业信息中重新上传营业执照', fix: '去企业信息修改' },
      incomplete: { title: '你还没有完善企业信息', reason: '请先在企业信息中完善公司资料', fix: '去完善' },
    });
    expect(RECENT_RECORDS).toEqual({ limit: 3, offset: 1, thumbnailWidth: 134 });
    expect(LICENCE_LOCKED_HINT).toBe('营业执照已认证或审核中，不可修改');
    expect(LICENCE_NOT_PASSED_HINT).toBe('营业执照不清晰，请在编辑表单中更新营业执照');
  });

  it('is blocked while a licence is pending or not passed, or the company is not in normal standing', () => {
    expect(LICENSE_STATUS).toEqual({ deleted: 0, passed: 1, pending: 2, notPassed: 3, previouslyPassed: 4 });
    expect([0, 1, 2, 3, 4].map((s) => businessInfoBlock(s, 1))).toEqual([null, null, 'pending', 'notPassed', null]);
    expect(businessInfoBlock(1, 2)).toBe('incomplete');
    expect(businessInfoBlock(2, 2)).toBe('pending');
  });

  it("reads the checked licence status, or the sign-in's until the check ran", () => {
    expect(currentLicenseStatus(-1, 3)).toBe(3);
    expect(currentLicenseStatus(0, 3)).toBe(0);
    expect(currentLicenseStatus(2, 1)).toBe(2);
  });

  it('sends the licence as its storage key, or none', () => {
    expect(businessInfoSave({ name: '公司', creditCode: 'X', businessLicense: { key: 'license/a.png', url: '/a.png' } } as never)).toEqual({
      name: '公司', creditCode: 'X', businessLicense: 'license/a.png',
    });
    expect(businessInfoSave({ name: '公司', creditCode: 'X', businessLicense: null } as never).businessLicense).toBe('');
  });

  it('labels the submissions of 最近提交记录', () => {
    expect(LICENCE_RECORD_LABELS).toEqual({ 0: '已删除', 1: '已通过', 2: '审核中', 3: '未通过', 4: '曾通过' });
    expect(licenceRecordLabel(4)).toBe('曾通过');
    expect(licenceRecordLabel(9)).toBe('未知');
  });
});

describe('a locked licence', () => {
  it('is a passed or pending one, and keeps its name, credit code and image', () => {
    expect([0, 1, 2, 3, 4].map(isLicenceLocked)).toEqual([false, true, true, false, false]);
    expect(LICENCE_LOCKED_FIELDS).toEqual(['name', 'creditCode', 'businessLicense']);
    expect(['name', 'creditCode', 'businessLicense', 'logo', 'abbr'].map(isLicenceLockedField)).toEqual([true, true, true, false, false]);
  });

  it('says a stored name or credit code that breaks the rules, and only when locked', () => {
    expect(storedLicenceErrors(completeProfile())).toEqual({});
    const broken = completeProfile({ name: '', creditCode: '123' });
    expect(Object.keys(storedLicenceErrors(broken)).sort()).toEqual(['creditCode', 'name']);
    expect(storedLicenceErrors({ ...broken, licenseStatus: 3 })).toEqual({});
  });
});
