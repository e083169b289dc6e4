import type { Result } from '../../domain/common/result';
import type { Condition } from '../../domain/security/deregistration';
import type { BusinessError } from '../errors';
import type { CaptchaProof } from './auth-gateway';

export type SecurityResult<T> = Promise<Result<T, BusinessError>>;
/** Codes the server sends to the signed-in account's own phone (POST /v2/oauth/sms?verify_type=). */
export type BoundPhoneCodeType = 'unbind' | 'unregister';
/** Codes checked by POST /v2/users/security/verify-sms before the next step. */
export type VerifiedCodeType = 'unbind' | 'password';

/** The security screens' calls: SMS checks, rebinding, the quick password change, WeChat, deregistration. */
export interface SecurityGateway {
  sendCodeToBoundPhone(type: BoundPhoneCodeType, proof: CaptchaProof): SecurityResult<string>;
  verifySms(code: string, type: VerifiedCodeType): SecurityResult<unknown>;
  bindNewPhone(phone: string, smsCode: string): SecurityResult<unknown>;
  /** modify-password?type=sms, after a verified password code. */
  changePasswordBySms(password: string, confirm: string): SecurityResult<unknown>;
  /** The bound WeChat's nickname, or null when none is bound. */
  wechatBinding(): SecurityResult<{ nickname: string } | null>;
  wechatQrCode(): SecurityResult<string>;
  unbindWechat(): SecurityResult<unknown>;
  deregistrationConditions(userId: number): SecurityResult<Condition[]>;
  deregister(smsCode: string, userId: number): SecurityResult<unknown>;
}
