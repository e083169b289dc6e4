import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionModel } from '../../../src/application/session/session.model';
import { SignOut } from '../../../src/application/session/sign-out';
import { ChangePassword } from '../../../src/application/account/change-password';
import { ChangePasswordInSettings } from '../../../src/application/security/change-password-in-settings';
import { ChangePasswordBySms } from '../../../src/application/security/change-password-by-sms';
import { SendBoundPhoneCode } from '../../../src/application/security/send-bound-phone-code';
import { VerifyOldPhone } from '../../../src/application/security/verify-old-phone';
import { BindNewPhone } from '../../../src/application/security/bind-new-phone';
import { ResumeRebinding } from '../../../src/application/security/resume-rebinding';
import { LoadWechatBinding } from '../../../src/application/security/wechat-binding';
import { UnbindWechat } from '../../../src/application/security/unbind-wechat';
import { LoadDeregistrationConditions } from '../../../src/application/security/load-deregistration-conditions';
import { Deregister } from '../../../src/application/security/deregister';
import { BusinessError, RequestFailedError } from '../../../src/application/errors';
import { err } from '../../../src/domain/common/result';
import { toLocalUser } from '../../../src/domain/session/local-user';
import { FakeAuthGateway, signInResponse } from '../../fakes/fake-auth-gateway';
import { InMemorySessionStore } from '../../fakes/in-memory-session-store';
import { FakeSecurityGateway, InMemoryRebindingProgress } from '../../fakes/fake-security-gateway';
import { loaded } from '../../fakes/loaded';

const PROOF = { token: 't', sessionId: 's', sig: 'g', scene: 'nc_message' };

function harness() {
  const store = new InMemorySessionStore();
  const model = createSessionModel();
  const auth = new FakeAuthGateway();
  const security = new FakeSecurityGateway();
  const progress = new InMemoryRebindingProgress();
  const user = toLocalUser(signInResponse());
  store.token = 'tok-1';
  store.user = user;
  store.remembered = { account: 'merchant', password: 'RGVtbzEyMzQ=' };
  model.started({ user, permissions: null });
  const signOut = new SignOut(auth, store, model, { logout: () => undefined });
  return { store, model, auth, security, progress, signOut };
}
let h: ReturnType<typeof harness>;
beforeEach(() => {
  h = harness();
});
const signedOut = () => h.store.token === undefined && h.model.$user.getState() === null;

describe('ordinary change (普通修改)', () => {
  const change = () => new ChangePasswordInSettings(new ChangePassword(h.auth, h.store), h.signOut);

  it('refuses more than 16 characters before calling the server', async () => {
    const result = await change().execute({ current: 'Demo1234', next: 'Abcd12345678901234', confirm: 'Abcd12345678901234' });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', fields: { next: '密码必须包含大小写字母和数字，不少于8位数' } } });
    expect(h.auth.called('changePassword')).toHaveLength(0);
  });

  it('changes with type=normal, forgets the remembered password and ends the session', async () => {
    const result = await change().execute({ current: 'Demo1234', next: 'Newpass123', confirm: 'Newpass123' });
    expect(result).toEqual({ ok: true, value: true });
    expect(h.auth.called('changePassword')[0].args[0]).toEqual({ old_password: 'Demo1234', password: 'Newpass123', confirm_password: 'Newpass123' });
    expect(h.store.remembered).toBeNull();
    expect(signedOut()).toBe(true);
  });

  it('keeps the session and the remembered password when the server refuses', async () => {
    const result = await change().execute({ current: 'Wrong1234', next: 'Newpass123', confirm: 'Newpass123' });
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', message: '当前密码错误' } });
    expect(h.store.remembered).not.toBeNull();
    expect(signedOut()).toBe(false);
  });
});

describe('quick change (快捷修改)', () => {
  const change = () => new ChangePasswordBySms(loaded(h.security), h.store, h.signOut);
  const values = { code: '123456', next: 'Newpass123', confirm: 'Newpass123' };

  it('verifies the password code first, then sets the password with type=sms and signs out', async () => {
    expect(await change().execute(values)).toEqual({ ok: true, value: true });
    expect(h.security.calls.map((c) => c.method)).toEqual(['verifySms', 'changePasswordBySms']);
    expect(h.security.called('verifySms')[0].args).toEqual(['123456', 'password']);
    expect(h.store.remembered).toBeNull();
    expect(signedOut()).toBe(true);
  });

  it('stops at a wrong code, and turns a verify network failure into its own outcome', async () => {
    expect(await change().execute({ ...values, code: '000000' })).toEqual({ ok: false, error: { kind: 'rejected', message: '验证码错误' } });
    h.security.verifyFails = new RequestFailedError('network');
    expect(await change().execute(values)).toEqual({ ok: false, error: { kind: 'verify-failed' } });
    expect(h.security.called('changePasswordBySms')).toHaveLength(0);
    expect(signedOut()).toBe(false);
  });

  it('keeps the session and the remembered password when the server refuses the new password', async () => {
    h.security.refusal = new BusinessError(20400, '新密码不能与旧密码相同');
    expect(await change().execute(values)).toEqual({ ok: false, error: { kind: 'rejected', message: '新密码不能与旧密码相同' } });
    expect(h.store.remembered).not.toBeNull();
    expect(signedOut()).toBe(false);
  });

  it('reports an invalid form without calling the server', async () => {
    const result = await change().execute({ code: '', next: 'short', confirm: 'other' });
    expect(result.ok || result.error.kind).toBe('invalid');
    expect(h.security.calls).toHaveLength(0);
  });
});

describe('phone rebinding', () => {
  it('sends to the bound phone only after the captcha', async () => {
    const send = new SendBoundPhoneCode(loaded(h.security));
    expect(await send.execute('unbind', null)).toEqual({ ok: false, error: { kind: 'blocked', message: '智能验证失败,请点击智能验证' } });
    expect((await send.execute('unregister', PROOF)).ok).toBe(true);
    expect(h.security.called('sendCodeToBoundPhone')[0].args).toEqual(['unregister', PROOF]);
  });

  it('shows a refused code request as the server msg', async () => {
    h.security.refusal = new BusinessError(20029, '发送过于频繁');
    expect(await new SendBoundPhoneCode(loaded(h.security)).execute('unbind', PROOF)).toEqual({
      ok: false,
      error: { kind: 'rejected', message: '发送过于频繁' },
    });
  });

  it('does not remember step 2 when the old phone code is wrong', async () => {
    const verify = new VerifyOldPhone(loaded(h.security), h.progress, h.model);
    expect(await verify.execute('000000')).toEqual({ ok: false, error: { kind: 'rejected', message: '验证码错误' } });
    expect(new ResumeRebinding(h.progress, h.model).execute()).toBe(1);
    expect(await verify.execute('123456')).toEqual({ ok: true, value: true });
  });

  it('remembers step 2 for this account after the old phone is verified, and forgets it once bound', async () => {
    const resume = new ResumeRebinding(h.progress, h.model);
    expect(resume.execute()).toBe(1);
    expect(await new VerifyOldPhone(loaded(h.security), h.progress, h.model).execute('')).toEqual({ ok: false, error: { kind: 'invalid', fields: { code: '请输入验证码' } } });
    expect((await new VerifyOldPhone(loaded(h.security), h.progress, h.model).execute('123456')).ok).toBe(true);
    expect(h.security.called('verifySms')[0].args).toEqual(['123456', 'unbind']);
    expect(resume.execute()).toBe(2);
    h.progress.verifiedFor = 1999;
    expect(resume.execute()).toBe(1);
    h.progress.verifiedFor = 1001;

    const bind = new BindNewPhone(loaded(h.security), h.progress);
    expect(await bind.execute({ phone: '17012345678', code: '' })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { phone: '手机号格式错误，请核对', code: '请输入验证码' } },
    });
    expect(await bind.execute({ phone: ' 13912345678 ', code: '123456' })).toEqual({ ok: true, value: true });
    expect(h.security.called('bindNewPhone')[0].args).toEqual(['13912345678', '123456']);
    expect(resume.execute()).toBe(1);
  });

  it('opens at step 1 once signed out', () => {
    h.progress.verifiedFor = 1001;
    h.model.cleared();
    expect(new ResumeRebinding(h.progress, h.model).execute()).toBe(1);
  });

  it('keeps step 2 remembered when binding is refused', async () => {
    h.progress.verifiedFor = 1001;
    h.security.refusal = new BusinessError(20101, '该手机号已注册');
    expect(await new BindNewPhone(loaded(h.security), h.progress).execute({ phone: '13912345678', code: '123456' })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: '该手机号已注册' },
    });
    expect(h.progress.verifiedFor).toBe(1001);
  });
});

describe('WeChat binding', () => {
  it('shows the nickname when bound and the QR code otherwise', async () => {
    h.security.wechat = { nickname: '美居小王' };
    expect(await new LoadWechatBinding(loaded(h.security)).execute()).toEqual({ ok: true, value: { kind: 'bound', nickname: '美居小王' } });
    expect(h.security.called('wechatQrCode')).toHaveLength(0);
    h.security.wechat = null;
    expect(await new LoadWechatBinding(loaded(h.security)).execute()).toEqual({ ok: true, value: { kind: 'unbound', qrCode: '/uploads/wechat/qrcode-1005.png' } });
    expect(await new UnbindWechat(loaded(h.security)).execute()).toEqual({ ok: true, value: true });
  });

  it('passes on a refused binding read without asking for the QR code', async () => {
    const refusal = new BusinessError(500, '服务器错误');
    h.security.wechatBinding = () => Promise.resolve(err(refusal));
    expect(await new LoadWechatBinding(loaded(h.security)).execute()).toEqual({ ok: false, error: refusal });
    expect(h.security.called('wechatQrCode')).toHaveLength(0);
  });
});

describe('deregistration', () => {
  it('loads the signed-in account\'s conditions in the spec\'s order', async () => {
    h.security.conditions = [
      { key: 'order', passed: true, msg: '' },
      { key: 'balance', passed: false, msg: '钱包余额为1,280.00元，余额为0才能注销' },
    ];
    const result = await new LoadDeregistrationConditions(loaded(h.security), h.model).execute();
    expect(result.ok && result.value.map((c) => c.key)).toEqual(['balance', 'order']);
    expect(h.security.called('deregistrationConditions')[0].args).toEqual([1001]);
  });

  it('sends the code and user id, then ends the session', async () => {
    const deregister = new Deregister(loaded(h.security), h.model, h.signOut);
    expect(await deregister.execute('1234567')).toEqual({ ok: false, error: { kind: 'invalid', fields: { code: '请输入验证码' } } });
    expect(await deregister.execute(' 123456 ')).toEqual({ ok: true, value: true });
    expect(h.security.called('deregister')[0].args).toEqual(['123456', 1001]);
    expect(signedOut()).toBe(true);
  });

  it('keeps the session and passes on the server\'s reason when refused', async () => {
    h.security.refusal = new BusinessError(20601, '钱包余额为1,280.00元，余额为0才能注销');
    const result = await new Deregister(loaded(h.security), h.model, h.signOut).execute('123456');
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', message: '钱包余额为1,280.00元，余额为0才能注销' } });
    expect(signedOut()).toBe(false);
  });
});
