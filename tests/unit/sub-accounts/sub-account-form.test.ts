import { describe, expect, it } from 'vitest';
import type * as v from 'valibot';
import {
  EMPTY_SUB_ACCOUNT, type FormMode, type SubAccountDraft, SubAccountName, SubAccountTypeField, draftOf, phoneChanged,
  subAccountForm, subAccountSmsBlocker, toSubAccountPayload,
} from '../../../src/domain/sub-account/sub-account-form';
import { Phone, formErrors, messageOf } from '../../../src/domain/common/schema';
import { DESIGNER } from '../../fakes/in-memory-sub-account-admin-gateway';

const ADD: FormMode = { editing: false, originalPhone: '' };
const EDIT: FormMode = { editing: true, originalPhone: '13800000002' };
const VALID: SubAccountDraft = {
  name: '吴设计', phone: '13912340001', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024', user_type: 'Designer', permission_list: [120, 220, 320, 530],
};

const firstError = (value: unknown, schema: v.GenericSchema) => messageOf(schema, value);
const nameRules = SubAccountName;
const subAccountPhoneRules = Phone;
const passwordRules = (editing: boolean) => subAccountForm({ editing, originalPhone: '' }).entries.password;
const validateSubAccount = (d: SubAccountDraft, mode: FormMode) => formErrors(subAccountForm(mode), d);
const fieldError = (d: SubAccountDraft, mode: FormMode, field: keyof SubAccountDraft) => validateSubAccount(d, mode)[field] ?? null;
const confirmError = (password: string, confirm_password: string) => fieldError({ ...VALID, password, confirm_password }, ADD, 'confirm_password');
const smsCodeError = (sms_code: string, phone: string, mode: FormMode) => fieldError({ ...VALID, sms_code, phone }, mode, 'sms_code');
const typeError = (type: SubAccountDraft['user_type']) => messageOf(SubAccountTypeField, type);

describe('sub-account form rules', () => {
  it.each([
    ['', '请输入姓名!'],
    ['   ', '请输入姓名!'],
    ['吴设计师傅们', '姓名不得超过5个字'],
    ['吴设计师傅', null],
  ])('name %j → %s', (name, message) => expect(firstError(name, nameRules)).toBe(message));

  it.each([
    ['', '手机号不能为空'],
    ['17012345678', '禁止使用170、171号段手机'],
    ['17112345678', '禁止使用170、171号段手机'],
    ['12812345678', '请输入正确的手机号'],
    ['1391234567', '请输入正确的手机号'],
    ['13912340001', null],
  ])('phone %j → %s', (phone, message) => expect(firstError(phone, subAccountPhoneRules)).toBe(message));

  it.each([
    [false, '', '请输入密码'],
    [true, '', null],
    [false, 'Design-2024', '密码不能包含特殊字符'],
    [true, '设计Design2024', '密码不能包含特殊字符'],
    [false, 'design2024', '大于8位小于20大小写字母和数字组合'],
    [false, 'DESIGN2024', '大于8位小于20大小写字母和数字组合'],
    [false, 'Designer', '大于8位小于20大小写字母和数字组合'],
    [false, 'Des2024', '大于8位小于20大小写字母和数字组合'],
    [false, `Design${'1'.repeat(15)}`, '大于8位小于20大小写字母和数字组合'],
    [false, 'Design20', null],
    [true, `Design${'1'.repeat(14)}`, null],
  ])('password (editing %s) %j → %s', (editing, password, message) => expect(firstError(password, passwordRules(editing))).toBe(message));

  it('needs the confirmation to match, and none when no password is set', () => {
    expect(confirmError('Design2024', 'Design2025')).toBe('两次输入密码不一致!');
    expect(confirmError('Design2024', '')).toBe('请再次输入密码');
    expect(confirmError('', 'Design2024')).toBe('两次输入密码不一致!');
    expect(confirmError('', '')).toBeNull();
    expect(confirmError('Design2024', 'Design2024')).toBeNull();
  });

  it('needs a code on add, and on edit only once the phone changed', () => {
    expect(smsCodeError('', '13912340001', ADD)).toBe('请输入验证码');
    expect(smsCodeError('', '13800000002', EDIT)).toBeNull();
    expect(smsCodeError(' ', '13912340009', EDIT)).toBe('请输入验证码');
    expect(smsCodeError('123456', '13912340009', EDIT)).toBeNull();
    expect(phoneChanged(' 13800000002 ', EDIT)).toBe(false);
  });

  it('needs a type', () => {
    expect(typeError('')).toBe('请选择子账号类型!');
    expect(typeError('Sub')).toBeNull();
  });

  it('validates a whole form field by field', () => {
    expect(validateSubAccount(VALID, ADD)).toEqual({});
    expect(validateSubAccount(EMPTY_SUB_ACCOUNT, ADD)).toEqual({
      name: '请输入姓名!', phone: '手机号不能为空', sms_code: '请输入验证码', password: '请输入密码', user_type: '请选择子账号类型!',
    });
    expect(validateSubAccount(draftOf(DESIGNER), EDIT)).toEqual({});
  });
});

describe('sending the SMS code', () => {
  it('asks for the captcha first, then a phone, then a valid one', () => {
    expect(subAccountSmsBlocker(false, '13912340001')).toBe('请点击智能验证');
    expect(subAccountSmsBlocker(true, '  ')).toBe('请先填写手机号');
    expect(subAccountSmsBlocker(true, '1391234')).toBe('请输入正确的手机号');
    expect(subAccountSmsBlocker(true, '17012345678')).toBe('请输入正确的手机号');
    expect(subAccountSmsBlocker(true, '13912340001')).toBeNull();
  });
});

describe('what is sent', () => {
  it('sends everything on add, trimmed', () => {
    expect(toSubAccountPayload({ ...VALID, name: ' 吴设计 ', phone: ' 13912340001 ', sms_code: ' 123456 ' }, ADD)).toEqual({ ...VALID, name: '吴设计' });
  });

  it('leaves out the code of an unchanged phone and an empty password on edit', () => {
    expect(toSubAccountPayload(draftOf(DESIGNER), EDIT)).toEqual({
      name: '李设计', phone: '13800000002', user_type: 'Designer', permission_list: [120, 220, 320, 520],
    });
    const moved = { ...draftOf(DESIGNER), phone: '13912340009', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024' };
    expect(toSubAccountPayload(moved, EDIT)).toMatchObject({ phone: '13912340009', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024' });
  });

  it('starts an edit from the saved account with empty secrets', () => {
    expect(draftOf(DESIGNER)).toEqual({ ...EMPTY_SUB_ACCOUNT, name: '李设计', phone: '13800000002', user_type: 'Designer', permission_list: [120, 220, 320, 520] });
  });
});
