import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { RegisterForm } from '../../../src/domain/account/register-form';
import { PasswordSignInForm, SmsSignInForm, smsSendBlocker } from '../../../src/domain/account/sign-in-form';
import { ForcedChangeForm } from '../../../src/domain/security/password-change';
import { FindAccountForm } from '../../../src/domain/account/find-account-form';
import { formErrors } from '../../../src/domain/common/schema';

// The forms are their schemas: each test reaches a form's rules the way the form and its use case do.
const validatePasswordSignIn = (values: v.InferInput<typeof PasswordSignInForm>) => formErrors(PasswordSignInForm, values);
const validateSmsSignIn = (values: v.InferInput<typeof SmsSignInForm>) => formErrors(SmsSignInForm, values);
const validateRegister = (values: v.InferInput<typeof RegisterForm>) => formErrors(RegisterForm, values);
const isRegisterReady = (values: v.InferInput<typeof RegisterForm>) => v.is(RegisterForm, values);
const validateChangePassword = (values: v.InferInput<typeof ForcedChangeForm>) => formErrors(ForcedChangeForm, values);
const validateFindAccount = (values: v.InferInput<typeof FindAccountForm>) => formErrors(FindAccountForm, values);

const valid = { phone: '13900000001', code: '123456', password: 'Abcd1234', confirm: 'Abcd1234', region: [330000, 330100, 330106], agreement: true };

describe('sign-in forms', () => {
  it('account login needs a username and a password', () => {
    expect(validatePasswordSignIn({ username: '', password: '' })).toEqual({ username: '请输入用户名', password: '请输入密码' });
    expect(validatePasswordSignIn({ username: 'merchant', password: 'x' })).toEqual({});
  });

  it('quick login needs a phone and a code of at most 6', () => {
    expect(validateSmsSignIn({ phone: '', code: '' })).toEqual({ phone: '手机号不能为空', code: '请输入验证码' });
    expect(validateSmsSignIn({ phone: '13800000001', code: '1234567' }).code).toBe('请输入验证码');
    expect(validateSmsSignIn({ phone: '13800000001', code: '123456' })).toEqual({});
  });

  it('sending a code needs the captcha first, then a valid phone', () => {
    expect(smsSendBlocker(false, null)).toBe('智能验证失败,请点击智能验证');
    expect(smsSendBlocker(false, '请输入正确的手机号')).toBe('智能验证失败,请点击智能验证');
    expect(smsSendBlocker(true, '请输入正确的手机号')).toBe('请填写正确的手机号');
    expect(smsSendBlocker(true, null)).toBeNull();
  });
});

describe('registration form', () => {
  it('is ready only when everything is valid', () => {
    expect(isRegisterReady(valid)).toBe(true);
    for (const broken of [
      { phone: '17000000000' },
      { code: '' },
      { password: 'abc' },
      { confirm: 'Abcd1235' },
      { region: [] },
      { agreement: false },
    ])
      expect(isRegisterReady({ ...valid, ...broken })).toBe(false);
  });

  it('names the region and agreement messages', () => {
    expect(validateRegister({ ...valid, region: [], agreement: false })).toEqual({ region: '请选择地区', agreement: '请确认已阅读协议' });
  });
});

describe('change-password dialog', () => {
  it('uses the dialog messages', () => {
    expect(validateChangePassword({ current: '', next: '', confirm: '' })).toEqual({
      current: '请输入当前密码',
      next: '请输入新密码',
      confirm: '请再次输入密码',
    });
    expect(validateChangePassword({ current: 'x', next: 'short1A', confirm: 'short1A' }).next).toBe('密码必须包含大小写字母和数字，不少于8位数');
    expect(validateChangePassword({ current: 'x', next: 'Abcd1234', confirm: 'Abcd1235' }).confirm).toBe('两次输入密码不一致!');
    expect(validateChangePassword({ current: 'x', next: 'Abcd1234', confirm: 'Abcd1234' })).toEqual({});
  });
});

describe('account retrieval form', () => {
  it('needs every field, a Chinese contact and a licence', () => {
    expect(validateFindAccount({ company_name: '', contact: 'Li', phone: '', sms_code: '', license: '' })).toEqual({
      company_name: '请输入公司名称',
      contact: '只能输入汉字',
      phone: '手机号不能为空',
      sms_code: '请输入验证码',
      license: '请上传公司营业执照',
    });
  });
});
