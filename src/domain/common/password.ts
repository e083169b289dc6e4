import * as v from 'valibot';

export const PASSWORD_MESSAGES = {
  required: '请输入密码',
  special: '密码不能包含特殊字符',
  weak: '密码强度不足，需包含大小写字母和数字的8-20位密码',
  confirmRequired: '请再次输入密码',
  mismatch: '两次输入密码不一致!',
} as const;

export const CHANGE_PASSWORD_MESSAGES = {
  currentRequired: '请输入当前密码',
  newRequired: '请输入新密码',
  weak: '密码必须包含大小写字母和数字，不少于8位数',
  hint: '密码需包含大小写字母和数字，不少于8位',
} as const;

/** Letters and digits only: any other ASCII symbol or full-width character is "special". */
const SPECIAL = /[^A-Za-z0-9]/;
/**
 * Registration's and a sub-account's password: 8-20 letters and digits with an upper, a lower
 * case letter and a digit. Here rather than with the password schemas: the sub-account form's
 * schema comes with the gateway /order loads up front, which then needed their chunk too.
 */
export const STRONG_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[A-Za-z\d]{8,20}$/;
/** A password of letters and digits only: no "special" character. */
/* @__NO_SIDE_EFFECTS__ */
export const noSpecial = (message: string) => v.check((s: string) => !SPECIAL.test(s), message);
