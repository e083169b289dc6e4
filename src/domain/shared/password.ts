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
