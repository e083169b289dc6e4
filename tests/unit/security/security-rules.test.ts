import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NewPassword, NormalChangeForm, QuickChangeForm } from '../../../src/domain/security/password-change';
import { SecurityCode, maskPhone } from '../../../src/domain/security/security-code';
import { rebindingStart } from '../../../src/domain/security/rebinding';
import { RebindingPhone, newPhoneSendBlocker } from '../../../src/domain/security/new-phone-form';
import { conditionLabel, mayDeregister, sortConditions } from '../../../src/domain/security/deregistration';
import { formErrors, messageOf } from '../../../src/domain/common/schema';


const validateNormalChange = (values: Parameters<typeof formErrors<typeof NormalChangeForm>>[1]) => formErrors(NormalChangeForm, values);
const validateQuickChange = (values: Parameters<typeof formErrors<typeof QuickChangeForm>>[1]) => formErrors(QuickChangeForm, values);
const validateSecurityCode = (code: string) => messageOf(SecurityCode, code);
const validateRebindingPhone = (phone: string) => messageOf(RebindingPhone, phone);

const WEAK = '密码必须包含大小写字母和数字，不少于8位数';

describe('changePwd password rules (8-16, upper, lower, digit)', () => {
  it.each([
    ['', '请输入新密码'],
    ['Abc1234', WEAK],
    ['abcd1234', WEAK],
    ['ABCD1234', WEAK],
    ['Abcdefgh', WEAK],
    ['Abcd12345678901234', WEAK],
    ['Abcd1234', null],
    ['Abcd123456789012', null],
    ['Abcd_1234', null],
  ])('%j -> %s', (value, message) => {
    expect(messageOf(NewPassword, value)).toBe(message);
  });

  it('accepts exactly 8 to 16 characters that have an upper, a lower case letter and a digit', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 0, maxLength: 24 }), (v) => {
        const expected = v.length >= 8 && v.length <= 16 && /[a-z]/.test(v) && /[A-Z]/.test(v) && /\d/.test(v);
        expect(messageOf(NewPassword, v) === null).toBe(expected);
      }),
    );
  });

  it('checks the ordinary form: current required, confirm must match', () => {
    expect(validateNormalChange({ current: '', next: 'Abcd1234', confirm: 'Abcd1235' })).toEqual({
      current: '请输入当前密码',
      confirm: '两次输入密码不一致!',
    });
    expect(validateNormalChange({ current: 'x', next: 'Abcd1234', confirm: '' })).toEqual({ confirm: '请再次输入密码' });
    expect(validateNormalChange({ current: 'x', next: 'Abcd1234', confirm: 'Abcd1234' })).toEqual({});
  });

  it('checks the quick form: a code of at most 6, then the new password', () => {
    expect(validateQuickChange({ code: ' ', next: 'Abcd1234', confirm: 'Abcd1234' })).toEqual({ code: '请输入验证码' });
    expect(validateQuickChange({ code: '1234567', next: 'Abcd1234', confirm: 'Abcd1234' })).toEqual({ code: '请输入验证码' });
    expect(validateQuickChange({ code: '123456', next: 'abc', confirm: 'abc' })).toEqual({ next: WEAK });
  });
});

describe('security codes', () => {
  it('needs a code of at most 6 characters', () => {
    expect(validateSecurityCode('')).toBe('请输入验证码');
    expect(validateSecurityCode('1234567')).toBe('请输入验证码');
    expect(validateSecurityCode(' 123456 ')).toBeNull();
  });

  it('masks the bound phone', () => {
    expect(maskPhone('13800000001')).toBe('138****0001');
    expect(maskPhone('')).toBe('');
  });
});

describe('rebinding phone rules (the page\'s own pattern)', () => {
  it.each([
    ['', '手机号不能为空'],
    ['13912345678', null],
    ['14712345678', null],
    ['15012345678', null],
    ['17212345678', null],
    ['18812345678', null],
    ['16612345678', '手机号格式错误，请核对'],
    ['19912345678', '手机号格式错误，请核对'],
    ['17012345678', '手机号格式错误，请核对'],
    ['17112345678', '手机号格式错误，请核对'],
    ['1391234567', '手机号格式错误，请核对'],
  ])('%j -> %s', (phone, message) => {
    expect(validateRebindingPhone(phone)).toBe(message);
  });

  it('asks for the new number before sending, then a correct one', () => {
    expect(newPhoneSendBlocker(' ')).toBe('请输入手机号');
    expect(newPhoneSendBlocker('12345')).toBe('请输入正确手机号');
    expect(newPhoneSendBlocker('13912345678')).toBeNull();
  });

  it('opens at step 2 only while the verification is remembered', () => {
    expect(rebindingStart(true)).toBe(2);
    expect(rebindingStart(false)).toBe(1);
  });
});

describe('deregistration conditions', () => {
  const met = (key: string, passed = true) => ({ key, passed, msg: passed ? '' : 'x' });

  it('allows deregistration only when the server listed conditions and all are met', () => {
    expect(mayDeregister([])).toBe(false);
    expect(mayDeregister([met('balance'), met('order')])).toBe(true);
    expect(mayDeregister([met('balance', false), met('order')])).toBe(false);
  });

  it('orders the four conditions as the spec lists them, unknown ones last, and names them', () => {
    const sorted = sortConditions([met('extra'), met('order'), met('appeal'), met('balance'), met('contract')]);
    expect(sorted.map((c) => c.key)).toEqual(['balance', 'contract', 'appeal', 'order', 'extra']);
    expect(sorted.map((c) => conditionLabel(c.key))).toEqual(['钱包余额为0', '合同均已完成', '无待处理的申诉', '无待处理的订单', 'extra']);
  });
});
