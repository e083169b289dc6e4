import * as v from 'valibot';
import { ApiClient } from './api-client';
import { DeregisterBody, NewPhoneBody, VerifySmsBody } from '../../../contracts/api/wire/security';
import { auth } from '../../../contracts/api/auth';
import { ConditionsSchema, QrCodeSchema, WechatSchema, security } from '../../../contracts/api/security';
import type { CaptchaProof } from '../../application/ports/auth-gateway';
export { ConditionsSchema, QrCodeSchema, WechatSchema };
import type { BoundPhoneCodeType, SecurityGateway, VerifiedCodeType } from '../../application/ports/security-gateway';

/** The security screens' calls (spec 2 section 7, "SMS and security", "WeChat", "Deregistration"). */
export class HttpSecurityGateway implements SecurityGateway {
  constructor(private readonly api: ApiClient) {}

  // The query variant: the server sends to the account's own phone; the body carries the captcha proof.
  sendCodeToBoundPhone(type: BoundPhoneCodeType, proof: CaptchaProof) {
    return this.api.call(auth.sendSms, { query: { verify_type: type }, body: { ...proof } }, { errorDescription: true });
  }

  verifySms(code: string, type: VerifiedCodeType) {
    return this.api.call(security.verifySms, { body: v.parse(VerifySmsBody, { verify_code: code, verify_type: type }) });
  }

  bindNewPhone(phone: string, smsCode: string) {
    return this.api.call(security.bindPhone, { body: v.parse(NewPhoneBody, { phone, sms_code: smsCode }) });
  }

  changePasswordBySms(password: string, confirm: string) {
    return this.api.call(security.changePassword, { query: { type: 'sms' }, body: { password, confirm_password: confirm } });
  }

  async wechatBinding() {
    const answer = await this.api.call(security.wechatState, {});
    return answer.ok ? { ok: true as const, value: answer.value.wx ? { nickname: answer.value.wx.nickname } : null } : answer;
  }

  wechatQrCode() {
    return this.api.call(security.wechatQr, {});
  }

  unbindWechat() {
    return this.api.call(security.unbindWechat, {});
  }

  async deregistrationConditions(userId: number) {
    const answer = await this.api.call(security.deregisterCondition, { params: { id: userId } });
    return answer.ok ? { ok: true as const, value: answer.value.conditions.map(({ key, passed, msg }) => ({ key, passed, msg })) } : answer;
  }

  deregister(smsCode: string, userId: number) {
    return this.api.call(security.deregister, { body: v.parse(DeregisterBody, { sms_code: smsCode, userId }) });
  }
}
