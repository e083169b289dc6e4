import type { Request, Response, Router } from 'express';
import * as v from 'valibot';
import type { MockArea } from '../area';
import { fail, ok, CAPTCHA_FAILED, NOT_YOUR_ACCOUNT, PHONE_TAKEN, type Refusal, refuse } from '../envelope';
import { LOCKED, checkCode, codeSent, codeUsed, locked, resetAttempts, rightPassword, wrongPassword } from '../attempts';
import { addAccount, allAccounts, bearer, endSessions, findAccount, issueToken, me, nextUserId, resetAuth, revokeToken, signInResponse } from '../auth';
import { mount } from '../mount';
import { emptyProfile } from '../fixtures/company';
import { store as companyStore } from './company-profile';
import { auth, type activateBody, type findAccountBody, type passwordBody, type passwordQuery, type registerBody, type smsBody, type smsQuery, type tokenBody, type tokenQuery } from '../../contracts/api/auth';
import { security } from '../../contracts/api/security';

import { PHONE_MESSAGES, WirePhone } from '../../src/domain/common/schema';
import { RegistrationPassword } from '../../src/domain/common/password-schema';
import { CHANGE_PASSWORD_MESSAGES, PASSWORD_MESSAGES } from '../../src/domain/common/password';
import { NewPassword } from '../../src/domain/security/password-change';
import { SIGN_IN_MESSAGES } from '../../src/domain/account/sign-in-form';
import { REGISTER_MESSAGES } from '../../src/domain/account/register-form';
import { SMS_SENT_MESSAGE } from '../../src/domain/account/sms-sent';
import { APPLICATION_INCOMPLETE_CODE, COMPANY_DISABLED_CODE, CURRENT_PASSWORD_WRONG_CODE, NOT_FOUND_CODE, PASSWORDS_DIFFER_CODE, PASSWORD_CHANGE_KIND_CODE, PASSWORD_WEAK_CODE, PHONE_MALFORMED_CODE, REGION_MISSING_CODE } from '../../src/domain/common/business-codes';

/** Registration without a region (spec 1 §5). */
export const REGION_MISSING: Refusal = { code: REGION_MISSING_CODE, msg: REGISTER_MESSAGES.region };
/** 找回账号 with a malformed phone. */
export const PHONE_MALFORMED: Refusal = { code: PHONE_MALFORMED_CODE, msg: PHONE_MESSAGES.invalid };

const isPhone = (s: string) => v.is(WirePhone, s);
type Body<S extends v.GenericSchema> = v.InferOutput<S>;

/** OAuth errors come as HTTP 400 with error_description, like the real token endpoint. */
const oauthError = (res: Response, description: string) => res.status(400).json({ error: 'invalid_grant', error_description: description });
const invalidRequest = (res: Response, description: string) =>
  res.status(400).json({ error: 'invalid_request', error_description: description });

function signIn(req: Request, res: Response) {
  const { grant_type: grant, user_type: userType } = req.query as unknown as Body<typeof tokenQuery>;
  const body = req.body as Body<typeof tokenBody>;
  if (userType !== 'Company') return oauthError(res, '用户类型错误');
  const account = findAccount(body.username);
  if (grant === 'password') {
    // Ten wrong passwords lock the account's password sign-in, the right one included.
    const key = `sign-in:${account?.username}`;
    if (account && locked(key)) return oauthError(res, LOCKED.msg);
    if (!account || account.password !== body.password) {
      if (account) wrongPassword(key);
      return oauthError(res, '用户名或密码错误');
    }
    rightPassword(key);
  } else if (grant === 'sms_code') {
    if (!account) return oauthError(res, '该手机号未注册');
    const refusal = checkCode(account.phone, body.sms_code);
    if (refusal) return oauthError(res, refusal.msg);
  } else return oauthError(res, '不支持的授权类型');
  if (account.disabled) return oauthError(res, SIGN_IN_MESSAGES.companyDisabled);
  if (grant === 'sms_code') codeUsed(account.phone);
  res.json(signInResponse(account, issueToken(account)));
}

function sendSms(req: Request, res: Response) {
  const body = req.body as Body<typeof smsBody>;
  const query = req.query as unknown as Body<typeof smsQuery>;
  const mobile = body.mobile || query.mobile;
  const verifyType = body.verify_type ?? query.verify_type;
  if (!body.token || !body.sig) return refuse(res, CAPTCHA_FAILED);
  if (!isPhone(mobile)) return invalidRequest(res, PHONE_MESSAGES.invalidForSms);
  const account = findAccount(mobile);
  if (verifyType === 'login' && account?.disabled) return fail(res, COMPANY_DISABLED_CODE, '您的公司账号已被禁用');
  if (verifyType === 'register' && account) return refuse(res, PHONE_TAKEN);
  codeSent(mobile);
  ok(res, SMS_SENT_MESSAGE);
}

function register(req: Request, res: Response) {
  const { phone, sms_code, password, confirm_password, location_id } = req.body as Body<typeof registerBody>;
  if (!isPhone(phone)) return invalidRequest(res, PHONE_MESSAGES.invalid);
  const wrongCode = checkCode(phone, sms_code);
  if (wrongCode) return refuse(res, wrongCode);
  if (findAccount(phone)) return refuse(res, PHONE_TAKEN);
  if (!v.is(RegistrationPassword, password) || password !== confirm_password)
    return invalidRequest(res, PASSWORD_MESSAGES.weak);
  if (location_id.length === 0) return refuse(res, REGION_MISSING);
  codeUsed(phone);
  const id = nextUserId();
  const like = allAccounts()[4];
  addAccount({
    ...like,
    username: phone,
    phone,
    password,
    user_id: id,
    company_id: id,
    company_abbr: '',
    company_name: '',
    realname: '',
    status: 0,
    licenseStatus: 0,
    what: 'registered during this run',
  });
  // The new company's profile, empty but for its region: the new-company path (spec 1 §4,
  // enterpriseInfo?user=new) reads and saves it.
  companyStore.profiles.set(id, {
    ...emptyProfile(), locationId: location_id[location_id.length - 1], companyStatus: like.company_status, licenseStatus: 0,
  });
  ok(res, { user_id: id }, '注册成功');
}

function changePassword(req: Request, res: Response) {
  const account = me(req);
  const { old_password, password, confirm_password } = req.body as Body<typeof passwordBody>;
  if ((req.query as unknown as Body<typeof passwordQuery>).type !== 'normal') return fail(res, PASSWORD_CHANGE_KIND_CODE, '修改方式错误');
  // Ten wrong current passwords lock the form's check for a while.
  const key = `change-password:${account.username}`;
  if (locked(key)) return refuse(res, LOCKED);
  if (old_password !== account.password) {
    wrongPassword(key);
    return fail(res, CURRENT_PASSWORD_WRONG_CODE, '当前密码错误');
  }
  rightPassword(key);
  if (password !== confirm_password) return fail(res, PASSWORDS_DIFFER_CODE, PASSWORD_MESSAGES.mismatch);
  if (!v.is(NewPassword, password)) return fail(res, PASSWORD_WEAK_CODE, CHANGE_PASSWORD_MESSAGES.weak);
  changedPassword(req, password);
  ok(res, null, '修改成功!');
}

/**
 * A new password ends every session of the account (spec 2 section 4: the user signs in again),
 * except the sign-in making the forced change, which continues with its token (spec 1 section 4).
 */
export function changedPassword(req: Request, password: string) {
  const account = me(req);
  const forced = account.needChangePwd;
  account.password = password;
  account.needChangePwd = false;
  endSessions(account.username, forced ? bearer(req) : undefined);
}

function routes(v2: Router) {
  mount(v2, auth.signIn, signIn);
  mount(v2, auth.sendSms, sendSms);
  mount(v2, auth.signOut, (req, res) => {
    revokeToken(bearer(req));
    ok(res, null);
  });
  mount(v2, auth.register, register);

  mount(v2, auth.protection, (req, res) => {
    const account = me(req);
    if (Number(req.params.userId) !== account.user_id) return refuse(res, NOT_YOUR_ACCOUNT);
    ok(res, account.inProtection ? 1 : 0);
  });

  mount(v2, auth.activate, (req, res) => {
    const account = me(req);
    const { userId, status } = req.body as Body<typeof activateBody>;
    if (userId !== account.user_id || status !== 1) return fail(res, NOT_FOUND_CODE, '激活信息错误');
    account.inProtection = false;
    ok(res, null, '操作成功');
  });

  mount(v2, security.changePassword, changePassword);

  mount(v2, auth.findAccount, (req, res) => {
    const { company_name, contact, phone, sms_code, license } = req.body as Body<typeof findAccountBody>;
    if (!company_name || !contact || !license) return fail(res, APPLICATION_INCOMPLETE_CODE, '请查看信息是否完整');
    if (!isPhone(phone)) return refuse(res, PHONE_MALFORMED);
    const wrongCode = checkCode(phone, sms_code);
    if (wrongCode) return refuse(res, wrongCode);
    codeUsed(phone);
    ok(res, null, '提交成功');
  });
}

export const authArea: MockArea = {
  name: 'auth',
  reset: () => {
    resetAuth();
    resetAttempts();
  },
  routes,
};
