import * as v from 'valibot';
import { endpoint } from './endpoint';
import { passwordBody, passwordQuery } from './auth';
import { idParams, int } from './request-shapes';
import { DeregisterBody, NewPhoneBody, VerifySmsBody } from './wire/security';
import { CURRENT_PASSWORD_WRONG_CODE, DEREGISTRATION_UNMET_CODE, NO_PERMISSION_CODE, OLD_PHONE_UNVERIFIED_CODE, PASSWORD_CHANGE_KIND_CODE, PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE, SMS_STEP_MISSING_CODE, TOO_MANY_ATTEMPTS_CODE, WECHAT_NOT_BOUND_CODE } from '../../src/domain/common/business-codes';

const flag = v.pipe(
  v.union([v.number(), v.string(), v.boolean()]),
  v.transform((x) => x === true || x === 1 || x === '1'),
);
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');

/** GET /v2/users/wechat/check: data.wx holds the bound account, null (or absent) when none. */
export const WechatSchema = v.looseObject({
  wx: v.optional(v.nullable(v.looseObject({ nickname: v.string() })), null),
});
/** GET /v2/users/wechat/wxqrcode: data is the QR image's URL. */
export const QrCodeSchema = v.pipe(v.string(), v.minLength(1));
/** GET /v2/users/unregister/condition/{id}: one entry per condition, met or not, with the server's reason. */
export const ConditionsSchema = v.looseObject({
  conditions: v.array(v.looseObject({ key: v.string(), passed: flag, msg: text })),
});

/** The server takes digits only in a code. */
export const digitsOnly = <S extends v.GenericSchema<string, string>>(code: S) => v.pipe(code, v.regex(/^\d+$/, '验证码格式错误'));
export const verifyBody = v.object({ ...VerifySmsBody.entries, verify_code: digitsOnly(VerifySmsBody.entries.verify_code) });
export const deregisterBody = v.object({ ...DeregisterBody.entries, sms_code: digitsOnly(DeregisterBody.entries.sms_code), userId: int() });
export const newPhoneBody = v.object({ ...NewPhoneBody.entries, sms_code: digitsOnly(NewPhoneBody.entries.sms_code) });

export const security = {
  changePassword: endpoint({
    method: 'POST',
    path: '/v2/users/security/modify-password',
    bearer: 'always',
    what: '?type=normal (old_password) or ?type=sms (quick change)',
    known: 'given',
    spec: '1,2',
    query: passwordQuery,
    body: passwordBody,
    codes: [PASSWORD_CHANGE_KIND_CODE, CURRENT_PASSWORD_WRONG_CODE, SMS_STEP_MISSING_CODE, TOO_MANY_ATTEMPTS_CODE],
  }),
  verifySms: endpoint({
    method: 'POST',
    path: '/v2/users/security/verify-sms',
    bearer: 'always',
    what: 'verify an SMS code (verify_code, verify_type unbind or password)',
    known: 'assumed',
    spec: '2',
    body: verifyBody,
    codes: [SMS_CODE_WRONG_CODE],
  }),
  bindPhone: endpoint({
    method: 'POST',
    path: '/v2/users/security/unbind-mobile',
    bearer: 'always',
    what: 'bind a new phone (phone, sms_code)',
    known: 'assumed',
    spec: '2',
    body: newPhoneBody,
    codes: [PHONE_REGISTERED_CODE, SMS_CODE_WRONG_CODE, OLD_PHONE_UNVERIFIED_CODE],
  }),
  wechatQr: endpoint({
    method: 'GET',
    path: '/v2/users/wechat/wxqrcode',
    bearer: 'always',
    what: 'WeChat binding QR image URL',
    known: 'assumed',
    spec: '2',
    answer: QrCodeSchema,
    codes: [],
  }),
  wechatState: endpoint({
    method: 'GET',
    path: '/v2/users/wechat/check',
    bearer: 'always',
    what: 'WeChat binding state (data.wx.nickname)',
    known: 'assumed',
    spec: '2',
    answer: WechatSchema,
    codes: [],
  }),
  unbindWechat: endpoint({
    method: 'DELETE',
    path: '/v2/users/wechat/unbind-wx',
    bearer: 'always',
    what: 'unbind WeChat',
    known: 'assumed',
    spec: '2',
    codes: [WECHAT_NOT_BOUND_CODE],
  }),
  deregisterCondition: endpoint({
    method: 'GET',
    path: '/v2/users/unregister/condition/:id',
    bearer: 'always',
    what: 'deregistration conditions',
    known: 'given',
    spec: '2',
    params: idParams,
    answer: ConditionsSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  deregister: endpoint({
    method: 'POST',
    path: '/v2/users/unregister',
    bearer: 'always',
    what: 'deregister (sms_code, userId)',
    known: 'given',
    spec: '2',
    body: deregisterBody,
    codes: [SMS_CODE_WRONG_CODE, NO_PERMISSION_CODE, DEREGISTRATION_UNMET_CODE],
  }),
};
