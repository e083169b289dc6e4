/**
 * Messages several forms say in the same words (spec 1 §5, spec 2 §5). Kept out of the modules
 * the sign-in page loads: /login shows none of them.
 */
export const FORM_MESSAGES = {
  /** A second submit while the first runs (找回账号, 子账号, the order actions). */
  repeatedSubmit: '请勿多次提交',
  /** A phone another account already signs in with (子账号, 添加子公司). */
  phoneRegistered: '该手机号已注册，请更换手机号',
  /** A malformed phone on the company form's 接单手机号 and the rebinding's code request. */
  phoneInvalid: '请输入正确手机号',
} as const;
