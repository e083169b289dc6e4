import type { CaptchaProof } from '../../src/application/ports/auth-gateway';
import type { BoundPhoneCodeType, SecurityGateway, VerifiedCodeType } from '../../src/application/ports/security-gateway';
import type { RebindingProgress } from '../../src/application/ports/rebinding-progress';
import { BusinessError, RequestFailedError } from '../../src/application/errors';
import { type Result, err, ok } from '../../src/domain/common/result';
import type { Condition } from '../../src/domain/security/deregistration';

type Answer<T> = Promise<Result<T, BusinessError>>;

/** Answers like the security endpoints of the mock for one account; records every call. */
export class FakeSecurityGateway implements SecurityGateway {
  calls: { method: string; args: unknown[] }[] = [];
  smsCode = '123456';
  /** A transport failure of verify-sms (already reported by the request layer). */
  verifyFails: RequestFailedError | null = null;
  refusal: BusinessError | null = null;
  wechat: { nickname: string } | null = null;
  conditions: Condition[] = [];

  private record(method: string, ...args: unknown[]) {
    this.calls.push({ method, args });
  }
  private answer<T>(value: T): Answer<T> {
    return Promise.resolve(this.refusal ? err(this.refusal) : ok(value));
  }

  sendCodeToBoundPhone(type: BoundPhoneCodeType, proof: CaptchaProof) {
    this.record('sendCodeToBoundPhone', type, proof);
    return this.answer('短信验证码已发送');
  }
  async verifySms(code: string, type: VerifiedCodeType) {
    this.record('verifySms', code, type);
    if (this.verifyFails) throw this.verifyFails;
    return code === this.smsCode ? ok(null) : err(new BusinessError(20102, '验证码错误'));
  }
  bindNewPhone(phone: string, smsCode: string) {
    this.record('bindNewPhone', phone, smsCode);
    return this.answer(null);
  }
  changePasswordBySms(password: string, confirm: string) {
    this.record('changePasswordBySms', password, confirm);
    return this.answer(null);
  }
  wechatBinding() {
    this.record('wechatBinding');
    return this.answer(this.wechat);
  }
  wechatQrCode() {
    this.record('wechatQrCode');
    return this.answer('/uploads/wechat/qrcode-1005.png');
  }
  unbindWechat() {
    this.record('unbindWechat');
    return this.answer(null);
  }
  deregistrationConditions(userId: number) {
    this.record('deregistrationConditions', userId);
    return this.answer(this.conditions);
  }
  deregister(smsCode: string, userId: number) {
    this.record('deregister', smsCode, userId);
    return this.answer(null);
  }
  called = (method: string) => this.calls.filter((c) => c.method === method);
}

/** The step-2 cookie, with the clock left out: remembered until forgotten. */
export class InMemoryRebindingProgress implements RebindingProgress {
  verifiedFor: number | null = null;
  rememberVerified = (userId: number) => void (this.verifiedFor = userId);
  isVerified = (userId: number) => this.verifiedFor === userId;
  forget = () => void (this.verifiedFor = null);
}
