import type { AuthGateway, CaptchaProof, ChangePasswordPayload, RegisterPayload, VerifyType } from '../../src/application/ports/auth-gateway';
import { BusinessError } from '../../src/application/errors';
import { err, ok } from '../../src/domain/common/result';
import type { SignInResponse } from '../../src/domain/session/local-user';

export const signInResponse = (over: Partial<SignInResponse> = {}): SignInResponse => ({
  access_token: 'tok-1',
  user_id: 1001,
  company_id: 501,
  company_abbr: '美居装饰',
  realname: '王美居',
  vipCompany: 1,
  isSubAccount: 0,
  isGroupCompany: 0,
  licenseStatus: 1,
  status: 1,
  needChangePwd: 0,
  permissionList: null,
  ...over,
});

/**
 * Answers like the backend for the accounts it is given; records every call. Held to
 * HttpAuthGateway by tests/fakes/cases/auth-gateway.cases.ts.
 */
export class FakeAuthGateway implements AuthGateway {
  calls: { method: string; args: unknown[] }[] = [];
  response = signInResponse();
  password = 'Demo1234';
  smsCode = '123456';
  protectedUsers = new Set<number>();
  smsAnswer: BusinessError | null = null;
  registerAnswer: BusinessError | null = null;
  logoutFails = false;

  private record(method: string, ...args: unknown[]) {
    this.calls.push({ method, args });
  }

  async signInWithPassword(username: string, password: string) {
    this.record('signInWithPassword', username, password);
    return password === this.password ? ok(this.response) : err(new BusinessError(400, '用户名或密码错误'));
  }
  async signInWithSms(phone: string, code: string) {
    this.record('signInWithSms', phone, code);
    return code === this.smsCode ? ok(this.response) : err(new BusinessError(400, '验证码错误'));
  }
  async sendSmsCode(mobile: string, verifyType: VerifyType, proof: CaptchaProof) {
    this.record('sendSmsCode', mobile, verifyType, proof);
    return this.smsAnswer ? err(this.smsAnswer) : ok('短信验证码已发送');
  }
  async register(payload: RegisterPayload) {
    this.record('register', payload);
    return this.registerAnswer ? err(this.registerAnswer) : ok(null);
  }
  async logout() {
    this.record('logout');
    if (this.logoutFails) throw new Error('network down');
  }
  async isInDeregistrationProtection(userId: number) {
    this.record('isInDeregistrationProtection', userId);
    return this.protectedUsers.has(userId);
  }
  async activate(userId: number) {
    this.record('activate', userId);
    this.protectedUsers.delete(userId);
    return ok(null);
  }
  async changePassword(payload: ChangePasswordPayload) {
    this.record('changePassword', payload);
    if (payload.old_password !== this.password) return err(new BusinessError(20301, '当前密码错误'));
    // The new password is the one that signs in from now on.
    this.password = payload.password;
    return ok(null);
  }
  called = (method: string) => this.calls.filter((c) => c.method === method);
}
