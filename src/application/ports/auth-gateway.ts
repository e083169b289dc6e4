import type { Result } from '../../domain/common/result';
import type { SignInResponse } from '../../domain/session/local-user';
import type { BusinessError } from '../errors';

export type VerifyType = 'login' | 'register' | 'subaccount' | 'unbind' | 'password' | 'unregister';

/** What a passed smart captcha hands back, forwarded with the SMS request. */
export interface CaptchaProof {
  token: string;
  sessionId: string;
  sig: string;
  scene: string;
}

export interface RegisterPayload {
  phone: string;
  sms_code: string;
  password: string;
  confirm_password: string;
  location_id: number[];
  user_type: 'Company';
}

export interface ChangePasswordPayload {
  old_password: string;
  password: string;
  confirm_password: string;
}

export type AuthResult<T> = Promise<Result<T, BusinessError>>;

export interface AuthGateway {
  signInWithPassword(username: string, password: string): AuthResult<SignInResponse>;
  signInWithSms(phone: string, smsCode: string): AuthResult<SignInResponse>;
  sendSmsCode(mobile: string, verifyType: VerifyType, proof: CaptchaProof): AuthResult<string>;
  register(payload: RegisterPayload): AuthResult<unknown>;
  logout(): Promise<void>;
  isInDeregistrationProtection(userId: number): Promise<boolean>;
  activate(userId: number): AuthResult<unknown>;
  changePassword(payload: ChangePasswordPayload): AuthResult<unknown>;
}
