import { inject, injectable } from 'inversify';
import * as v from 'valibot';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import { SignInSchema, SmsSentSchema } from '../../../contracts/api/auth';
import { ProtectionSchema } from '../../../contracts/api/answers/auth';
import type {
  AuthGateway,
  CaptchaProof,
  ChangePasswordPayload,
  RegisterPayload,
  VerifyType,
} from '../../application/ports/auth-gateway';
import { COMPANY_DISABLED_CODE, SMS_CODE_WRONG_CODE } from '../../domain/common/business-codes';
export { SignInSchema, SmsSentSchema };
import type { ActivateBody, ChangePasswordBody, ChangePasswordQuery, RegisterBody, SmsBody, TokenBody, TokenQuery } from '../../../contracts/api/wire/auth';

/**
 * The sign-in area's bodies are checked against their wire declarations (wire/auth.ts) when the
 * app is compiled, not parsed at run time: they carry no rule to apply beyond their shape, and
 * this gateway is in every page's first bytes.
 */
type Wire<S extends v.GenericSchema> = v.InferInput<S>;

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

  private token(grant: 'password' | 'sms_code', body: Wire<typeof TokenBody>) {
    const query: Wire<typeof TokenQuery> = {
      client_id: this.client.clientId,
      client_secret: this.client.clientSecret,
      grant_type: grant,
      user_type: 'Company',
    };
    return this.api
      .post<unknown>('/oauth/token', body, { query, form: true, errorDescription: true })
      .then(checked(this.api, SignInSchema, 'POST /oauth/token'));
  }

  signInWithPassword(username: string, password: string) {
    return this.token('password', { username, password });
  }

  signInWithSms(phone: string, smsCode: string) {
    return this.token('sms_code', { username: phone, sms_code: smsCode });
  }

  sendSmsCode(mobile: string, verifyType: VerifyType, proof: CaptchaProof) {
    return this.api
      .post<unknown>('/oauth/sms', { mobile, verify_type: verifyType, ...proof } satisfies Wire<typeof SmsBody>, {
        errorDescription: true,
        handledCodes: [COMPANY_DISABLED_CODE],
      })
      .then(checked(this.api, SmsSentSchema, 'POST /oauth/sms'));
  }

  register(payload: RegisterPayload) {
    return this.api
      .post<unknown>('/users/register', payload satisfies Wire<typeof RegisterBody>, { errorDescription: true, handledCodes: [SMS_CODE_WRONG_CODE] })
      .then(toResult);
  }

  async logout(): Promise<void> {
    await this.api.post('/oauth/logout');
  }

  /** data 1 (ProtectionSchema): in the protection period; a refusal or any other answer is not. */
  async isInDeregistrationProtection(userId: number): Promise<boolean> {
    const answer = await this.api
      .get<unknown>(`/users/check-unregister/${userId}`)
      .then(checked(this.api, ProtectionSchema, 'GET /users/check-unregister/{userId}'));
    return answer.ok && answer.value;
  }

  activate(userId: number) {
    return this.api.post<unknown>('/users/activate', { status: 1, userId } satisfies Wire<typeof ActivateBody>).then(toResult);
  }

  changePassword(payload: ChangePasswordPayload) {
    return this.api
      .post<unknown>('/users/security/modify-password', payload satisfies Wire<typeof ChangePasswordBody>, { query: { type: 'normal' } satisfies Wire<typeof ChangePasswordQuery> })
      .then(toResult);
  }
}
