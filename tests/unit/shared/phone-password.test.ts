import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as v from 'valibot';
import { validatePhone, messageOf } from '../../../src/domain/common/schema';
import { ChangedPassword, PasswordPair, RegistrationPassword } from '../../../src/domain/common/password-schema';
import { CHANGE_PASSWORD_MESSAGES } from '../../../src/domain/common/password';

const validateRegistrationPassword = (password: string) => messageOf(RegistrationPassword, password);
const validateConfirmation = (password: string, confirm: string) => messageOf(PasswordPair, { password, confirm });

describe('phone rules (spec 1 section 5)', () => {
  it.each([
    ['', '手机号不能为空'],
    ['   ', '手机号不能为空'],
    ['17012345678', '禁止使用170、171号段手机'],
    ['17112345678', '禁止使用170、171号段手机'],
    ['12345678901', '请输入正确的手机号'],
    ['1381234567', '请输入正确的手机号'],
    ['138123456789', '请输入正确的手机号'],
    ['1381234567a', '请输入正确的手机号'],
    ['13812345678', null],
    ['17212345678', null],
    ['19912345678', null],
  ])('%j -> %s', (phone, message) => {
    expect(validatePhone(phone)).toBe(message);
  });

  it('accepts exactly the 11-digit numbers 1[3-9]xxxxxxxxx outside 170/171', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^1[3-9]\d{9}$/), (phone) => {
        expect(validatePhone(phone) === null).toBe(!/^17[01]/.test(phone));
      }),
    );
  });
});

describe('registration password (spec 1 section 5)', () => {
  it.each([
    ['', '请输入密码'],
    ['Abcd!234', '密码不能包含特殊字符'],
    ['Abcd 1234', '密码不能包含特殊字符'],
    ['Abcd１２３４', '密码不能包含特殊字符'],
    ['Abcd1234＠', '密码不能包含特殊字符'],
    ['abcd1234', '密码强度不足，需包含大小写字母和数字的8-20位密码'],
    ['ABCD1234', '密码强度不足，需包含大小写字母和数字的8-20位密码'],
    ['Abcdefgh', '密码强度不足，需包含大小写字母和数字的8-20位密码'],
    ['Abc1234', '密码强度不足，需包含大小写字母和数字的8-20位密码'],
    ['Abcd1234Abcd1234Abcd1', '密码强度不足，需包含大小写字母和数字的8-20位密码'],
    ['Abcd1234', null],
    ['Abcd1234Abcd1234Abcd', null],
  ])('%j -> %s', (password, message) => {
    expect(validateRegistrationPassword(password)).toBe(message);
  });

  it('confirmation: required, then equal', () => {
    expect(validateConfirmation('Abcd1234', '')).toBe('请再次输入密码');
    expect(validateConfirmation('Abcd1234', 'Abcd1235')).toBe('两次输入密码不一致!');
    expect(validateConfirmation('Abcd1234', 'Abcd1234')).toBeNull();
  });
});

describe('forced change password (spec 1 section 4)', () => {
  it('refuses a blank new password as missing, and takes one with spaces as typed', () => {
    expect(messageOf(ChangedPassword, '')).toBe(CHANGE_PASSWORD_MESSAGES.newRequired);
    expect(messageOf(ChangedPassword, '         ')).toBe(CHANGE_PASSWORD_MESSAGES.newRequired);
    expect(v.parse(ChangedPassword, ' Abcd 1234 ')).toBe(' Abcd 1234 ');
  });

  it('needs at least 8 characters with an upper and a lower case letter and a digit, and sets no maximum', () => {
    for (const weak of ['Abc1234', 'abcd1234', 'ABCD1234', 'Abcdefgh', '12345678'])
      expect(messageOf(ChangedPassword, weak)).toBe(CHANGE_PASSWORD_MESSAGES.weak);
    for (const strong of ['Abcd1234', '1234abcD', '#Abcd_1234', `Abcd1234${'x'.repeat(30)}`]) expect(messageOf(ChangedPassword, strong)).toBeNull();
  });
});
