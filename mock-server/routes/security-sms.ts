import type { NextFunction, Request, Response, Router } from 'express';
import * as v from 'valibot';
import { fail, ok, CAPTCHA_FAILED, PHONE_TAKEN, refuse } from '../envelope';
import { allAccounts, endSessions, findAccount, me, requireAuth } from '../auth';
import { changedPassword } from './auth';
import { checkCode, codeSent, codeUsed } from '../attempts';
import { mount, routePath, validate } from '../mount';
import { auth } from '../../contracts/api/auth';
import { type newPhoneBody, security, type verifyBody } from '../../contracts/api/security';
import { NewPassword } from '../../src/domain/security/password-change';
import { CHANGE_PASSWORD_MESSAGES, PASSWORD_MESSAGES } from '../../src/domain/common/password';
import { REBINDING_MESSAGES } from '../../src/domain/security/rebinding';
import { SMS_SENT_MESSAGE } from '../../src/domain/account/sms-sent';
import { OLD_PHONE_UNVERIFIED_CODE, PASSWORDS_DIFFER_CODE, PASSWORD_WEAK_CODE, SMS_STEP_MISSING_CODE } from '../../src/domain/common/business-codes';

/** A verified code opens the next step for 5 minutes (spec 2 section 4, rebinding cookie). */
const VERIFIED_FOR_MS = 5 * 60_000;
const verified = new Map<string, number>();
const key = (userId: number, type: string) => `${userId}:${type}`;

export const resetVerifications = () => verified.clear();
export const markVerified = (userId: number, type: 'unbind' | 'password') =>
  verified.set(key(userId, type), Date.now() + VERIFIED_FOR_MS);

/** Uses up a verification: true when one was there and still fresh. */
function consume(userId: number, type: string): boolean {
  const until = verified.get(key(userId, type));
  verified.delete(key(userId, type));
  return until !== undefined && until > Date.now();
}

/** Only requests of one variant reach the handlers below; the others go on to the auth area's routes. */
const only = (test: (req: Request) => boolean) => (req: Request, _res: Response, next: NextFunction) =>
  test(req) ? next() : next('route');

const password = () => v.pipe(v.string(), v.maxLength(64));
const proof = v.object({
  token: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  sessionId: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  sig: v.optional(v.pipe(v.string(), v.maxLength(500)), ''),
  scene: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
});

export function securitySmsRoutes(v2: Router) {
  // ?verify_type=unbind|unregister: the code goes to the signed-in account's own phone.
  v2.post(
    routePath(auth.sendSms),
    only((req) => req.query.verify_type === 'unbind' || req.query.verify_type === 'unregister'),
    requireAuth,
    validate({ query: v.object({ verify_type: v.picklist(['unbind', 'unregister']) }), body: proof }),
    (req, res) => {
      const body = req.body as v.InferOutput<typeof proof>;
      if (!body.token || !body.sig) return refuse(res, CAPTCHA_FAILED);
      codeSent(me(req).phone);
      ok(res, SMS_SENT_MESSAGE);
    },
  );

  mount(
    v2,
    security.verifySms,
    (req, res) => {
      const { verify_code, verify_type } = req.body as v.InferOutput<typeof verifyBody>;
      const wrongCode = checkCode(me(req).phone, verify_code);
      if (wrongCode) return refuse(res, wrongCode);
      codeUsed(me(req).phone);
      markVerified(me(req).user_id, verify_type);
      ok(res, null, '验证成功');
    },
  );

  // The new number becomes the sign-in phone; the old one no longer signs in.
  mount(v2, security.bindPhone, (req, res) => {
    const account = me(req);
    const body = req.body as v.InferOutput<typeof newPhoneBody>;
    const wrongCode = checkCode(body.phone, body.sms_code);
    if (wrongCode) return refuse(res, wrongCode);
    if (findAccount(body.phone) || allAccounts().some((a) => a.username === body.phone)) return refuse(res, PHONE_TAKEN);
    if (!consume(account.user_id, 'unbind')) return fail(res, OLD_PHONE_UNVERIFIED_CODE, '请先验证原手机号');
    codeUsed(body.phone);
    account.phone = body.phone;
    // The user signs in again with the new number (spec 2 section 4): every session ends.
    endSessions(account.username);
    ok(res, null, REBINDING_MESSAGES.done);
  });

  // ?type=sms: the quick change, only after a verified password code; type=normal is the auth area's.
  v2.post(
    routePath(security.changePassword),
    only((req) => req.query.type === 'sms'),
    requireAuth,
    validate({ body: v.object({ password: password(), confirm_password: password() }) }),
    (req, res) => {
      const account = me(req);
      const body = req.body as { password: string; confirm_password: string };
      if (body.password !== body.confirm_password) return fail(res, PASSWORDS_DIFFER_CODE, PASSWORD_MESSAGES.mismatch);
      if (!v.is(NewPassword, body.password)) return fail(res, PASSWORD_WEAK_CODE, CHANGE_PASSWORD_MESSAGES.weak);
      if (!consume(account.user_id, 'password')) return fail(res, SMS_STEP_MISSING_CODE, '请先完成短信验证');
      changedPassword(req, body.password);
      ok(res, null, '修改成功!');
    },
  );
}
