import * as v from 'valibot';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import { DeregisterBody, NewPhoneBody, VerifySmsBody } from '../../../contracts/api/wire/security';
import type { CaptchaProof } from '../../application/ports/auth-gateway';
import type { BoundPhoneCodeType, SecurityGateway, VerifiedCodeType } from '../../application/ports/security-gateway';

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

/** The security screens' calls (spec 2 section 7, "SMS and security", "WeChat", "Deregistration"). */
export class HttpSecurityGateway implements SecurityGateway {
  constructor(private readonly api: ApiClient) {}

  // The query variant: the server sends to the account's own phone; the body carries the captcha proof.
  sendCodeToBoundPhone(type: BoundPhoneCodeType, proof: CaptchaProof) {
    return this.api
      .post<string>('/oauth/sms', { ...proof }, { query: { verify_type: type }, errorDescription: true })
      .then(toResult);
  }

  verifySms(code: string, type: VerifiedCodeType) {
    return this.api.post<unknown>('/users/security/verify-sms', v.parse(VerifySmsBody, { verify_code: code, verify_type: type })).then(toResult);
  }

  bindNewPhone(phone: string, smsCode: string) {
    return this.api.post<unknown>('/users/security/unbind-mobile', v.parse(NewPhoneBody, { phone, sms_code: smsCode })).then(toResult);
  }

  changePasswordBySms(password: string, confirm: string) {
    return this.api
      .post<unknown>('/users/security/modify-password', { password, confirm_password: confirm }, { query: { type: 'sms' } })
      .then(toResult);
  }

  async wechatBinding() {
    const answer = await this.api.get<unknown>('/users/wechat/check').then(checked(this.api, WechatSchema, 'GET /users/wechat/check'));
    return answer.ok ? { ok: true as const, value: answer.value.wx ? { nickname: answer.value.wx.nickname } : null } : answer;
  }

  wechatQrCode() {
    return this.api.get<unknown>('/users/wechat/wxqrcode').then(checked(this.api, QrCodeSchema, 'GET /users/wechat/wxqrcode'));
  }

  unbindWechat() {
    return this.api.delete<unknown>('/users/wechat/unbind-wx').then(toResult);
  }

  async deregistrationConditions(userId: number) {
    const answer = await this.api
      .get<unknown>(`/users/unregister/condition/${userId}`)
      .then(checked(this.api, ConditionsSchema, 'GET /users/unregister/condition/{id}'));
    return answer.ok ? { ok: true as const, value: answer.value.conditions.map(({ key, passed, msg }) => ({ key, passed, msg })) } : answer;
  }

  deregister(smsCode: string, userId: number) {
    return this.api.post<unknown>('/users/unregister', v.parse(DeregisterBody, { sms_code: smsCode, userId })).then(toResult);
  }
}
