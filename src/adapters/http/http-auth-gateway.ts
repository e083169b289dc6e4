import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type {
  AuthGateway,
  CaptchaProof,
  ChangePasswordPayload,
  RegisterPayload,
  VerifyType,
} from '../../application/ports/auth-gateway';
import type { SignInResponse } from '../../domain/session/local-user';
import { COMPANY_DISABLED_CODE } from '../../application/session/send-sms-code';
import { WRONG_CODE } from '../../application/account/register';

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}
export const OAUTH_CLIENT = Symbol.for('merchant.OAuthClient');

@injectable()
export class HttpAuthGateway implements AuthGateway {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(OAUTH_CLIENT) private readonly client: OAuthClient,
  ) {}

  private token(grant: 'password' | 'sms_code', body: Record<string, string>) {
    const query = {
      client_id: this.client.clientId,
      client_secret: this.client.clientSecret,
      grant_type: grant,
      user_type: 'Company',
    };
    return this.api
      .post<SignInResponse>('/oauth/token', body, { query, form: true, errorDescription: true })
      .then(toResult);
  }

  signInWithPassword(username: string, password: string) {
    return this.token('password', { username, password });
  }

  signInWithSms(phone: string, smsCode: string) {
    return this.token('sms_code', { username: phone, sms_code: smsCode });
  }

  sendSmsCode(mobile: string, verifyType: VerifyType, proof: CaptchaProof) {
    return this.api
      .post<string>('/oauth/sms', { mobile, verify_type: verifyType, ...proof }, {
        errorDescription: true,
        handledCodes: [COMPANY_DISABLED_CODE],
      })
      .then(toResult);
  }

  register(payload: RegisterPayload) {
    return this.api
      .post<unknown>('/users/register', payload, { errorDescription: true, handledCodes: [WRONG_CODE] })
      .then(toResult);
  }

  async logout(): Promise<void> {
    await this.api.post('/oauth/logout');
  }

  async isInDeregistrationProtection(userId: number): Promise<boolean> {
    const answer = await this.api.get<number>(`/users/check-unregister/${userId}`);
    return answer.code === 200 && Number(answer.data) === 1;
  }

  activate(userId: number) {
    return this.api.post<unknown>('/users/activate', { status: 1, userId }).then(toResult);
  }

  changePassword(payload: ChangePasswordPayload) {
    return this.api
      .post<unknown>('/users/security/modify-password', payload, { query: { type: 'normal' } })
      .then(toResult);
  }
}
