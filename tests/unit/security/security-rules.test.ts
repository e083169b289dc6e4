import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ForcedChangeForm, NewPassword, NormalChangeForm, PASSWORD_CHANGE_MESSAGES, QuickChangeForm } from '../../../src/domain/security/password-change';
import { SECURITY_CODE_MESSAGES, SECURITY_SMS_SECONDS, SecurityCode, maskPhone } from '../../../src/domain/security/security-code';
import { REBINDING_MESSAGES, REBINDING_REDIRECT_SECONDS, REBINDING_STEP_MINUTES, rebindingStart } from '../../../src/domain/security/rebinding';
import { RebindingPhone, newPhoneSendBlocker } from '../../../src/domain/security/new-phone-form';
import {
  DEREGISTRATION_MESSAGES,
  DEREGISTRATION_REDIRECT_MS,
  DEREGISTRATION_STEPS,
  conditionLabel,
  mayDeregister,
  sortConditions,
} from '../../../src/domain/security/deregistration';
import { WECHAT_MESSAGES } from '../../../src/domain/security/wechat';
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

describe('the security screens\' fixed texts and times (spec 2 sections 5 and 9)', () => {
  it('count down 59 s for a code, keep step 2 open 5 minutes, redirect after 3 s and 1 s', () => {
    expect(SECURITY_SMS_SECONDS).toBe(59);
    expect(REBINDING_STEP_MINUTES).toBe(5);
    expect(REBINDING_REDIRECT_SECONDS).toBe(3);
    expect(DEREGISTRATION_REDIRECT_MS).toBe(1000);
  });

  it('name the deregistration steps and say its outcome', () => {
    expect(DEREGISTRATION_STEPS).toEqual([
      { step: 'conditions', label: '注销条件' },
      { step: 'identity', label: '身份验证' },
      { step: 'sms', label: '短信验证' },
      { step: 'confirm', label: '确认注销' },
    ]);
    expect(DEREGISTRATION_MESSAGES).toEqual({
      done: '注销成功',
      protection: '注销后15天内登录将重新激活账号，15天内未登录账号将被永久注销。',
    });
  });

  it('word the rebinding, the codes, the password hint and the WeChat unbinding', () => {
    expect(REBINDING_MESSAGES).toEqual({
      placeholder: '请输入手机号',
      malformed: '手机号格式错误，请核对',
      sendWithout: '请输入手机号',
      sendInvalid: '请输入正确手机号',
      done: '绑定成功！',
    });
    expect(SECURITY_CODE_MESSAGES).toEqual({ required: '请输入验证码', verifyFailed: '验证码错误，请重新填写', captchaRequired: expect.any(String) });
    expect(SECURITY_CODE_MESSAGES.captchaRequired).not.toBe('');
    expect(PASSWORD_CHANGE_MESSAGES.hint).toBe('8-16位，需包含大小写字母和数字');
    expect(PASSWORD_CHANGE_MESSAGES.invalidQuick).not.toBe('');
    expect(WECHAT_MESSAGES).toEqual({ unbindQuestion: '确定解绑该微信吗？解绑后需重新扫码关注公众号才能绑定。', unbound: '解绑成功!' });
  });

  it('mask only an 11-digit number', () => {
    expect(maskPhone('1380000000')).toBe('1380000000');
    expect(maskPhone('a3800000001')).toBe('a3800000001');
    expect(maskPhone('138000000012')).toBe('138000000012');
  });

  it('checks the forced change: at least 8, no maximum, confirmed', () => {
    expect(formErrors(ForcedChangeForm, { current: 'x', next: 'Abcd1234567890123456', confirm: 'Abcd1234567890123456' })).toEqual({});
    expect(formErrors(ForcedChangeForm, { current: 'x', next: 'Abcd1234', confirm: 'Abcd1235' })).toEqual({ confirm: '两次输入密码不一致!' });
  });
});
