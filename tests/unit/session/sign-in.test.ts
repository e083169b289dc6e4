import { describe, expect, it, vi } from 'vitest';
import { SignInWithPassword, SignInWithSms, decodeRemembered } from '../../../src/application/session/sign-in';
import { SendSmsCode } from '../../../src/application/session/send-sms-code';
import { SignOut } from '../../../src/application/session/sign-out';
import { RestoreSession } from '../../../src/application/session/restore-session';
import { BusinessError } from '../../../src/application/errors';
import { SIGN_IN_MESSAGES } from '../../../src/domain/account/sign-in-form';
import { signInResponse } from '../../fakes/fake-auth-gateway';
import { sessionHarness } from './harness';

const proof = { token: 't', sessionId: 's', sig: 'g', scene: 'nc' };

describe('SignInWithPassword', () => {
  it('validates before calling the server, with the trimmed username', async () => {
    const h = sessionHarness();
    const signIn = new SignInWithPassword(h.auth, h.store, h.pending);
    const result = await signIn.execute({ username: '  ', password: '', remember: false });
    expect(result).toEqual({ ok: false, error: { kind: 'invalid', fields: { username: '请输入用户名', password: '请输入密码' } } });
    expect(h.auth.calls).toEqual([]);
    await signIn.execute({ username: ' merchant ', password: 'Demo1234', remember: false });
    expect(h.auth.called('signInWithPassword')[0].args).toEqual(['merchant', 'Demo1234']);
  });

  it('holds the answer as a pending sign-in; completing it stores the session and derives the role', async () => {
    const h = sessionHarness();
    const result = await new SignInWithPassword(h.auth, h.store, h.pending).execute({ username: 'merchant', password: 'Demo1234', remember: false });
    expect(result.ok).toBe(true);
    expect(h.store.token).toBeUndefined();
    expect(h.pending.token()).toBe('tok-1');
    h.complete.execute();
    expect(h.pending.token()).toBeUndefined();
    expect(h.store.token).toBe('tok-1');
    expect(h.store.user?.vipCompany).toBe(true);
    expect(h.model.$accountRole.getState()).toBe('NormalAccount');
    expect(h.model.$user.getState()?.user_id).toBe(1001);
  });

  it('remember-me keeps the account and a Base64 password; unticked clears them', async () => {
    const h = sessionHarness();
    const signIn = new SignInWithPassword(h.auth, h.store, h.pending);
    await signIn.execute({ username: 'merchant', password: 'Demo1234', remember: true });
    expect(h.store.remembered).toEqual({ account: 'merchant', password: btoa('Demo1234') });
    expect(decodeRemembered(h.store.remembered!.password)).toBe('Demo1234');
    await signIn.execute({ username: 'merchant', password: 'Demo1234', remember: false });
    expect(h.store.remembered).toBeNull();
  });

  it('reads a remembered password that is not Base64 (a damaged cookie) as none', () => {
    expect(decodeRemembered('%%not base64%%')).toBe('');
  });

  it('a refused sign-in keeps the session empty', async () => {
    const h = sessionHarness();
    const result = await new SignInWithPassword(h.auth, h.store, h.pending).execute({ username: 'merchant', password: 'nope', remember: true });
    expect(result).toEqual({ ok: false, error: { kind: 'rejected', message: '用户名或密码错误' } });
    expect(h.store.token).toBeUndefined();
    expect(h.store.remembered).toBeNull();
  });

  it('writes the permission cookie only for sub-accounts, after clearing it', async () => {
    const h = sessionHarness();
    h.auth.response = signInResponse({ isSubAccount: 1, permissionList: { order: 2, rendering: 0 } });
    await new SignInWithPassword(h.auth, h.store, h.pending).execute({ username: 'designer', password: 'Demo1234', remember: false });
    h.complete.execute();
    expect(h.store.permissionWrites).toEqual([null, { order: 2, rendering: 0 }]);
    expect(h.model.$accountRole.getState()).toBe('SubAccount');
    expect(h.store.subAccount).toBe(true);

    h.auth.response = signInResponse({ isGroupCompany: 1, isSubAccount: 1, permissionList: { order: 2 } });
    await new SignInWithPassword(h.auth, h.store, h.pending).execute({ username: 'group', password: 'Demo1234', remember: false });
    h.complete.execute();
    expect(h.store.permissions).toBeNull();
    expect(h.model.$accountRole.getState()).toBe('GroupAccount');
  });
});

describe('SignInWithSms', () => {
  it('validates phone and code, then signs in', async () => {
    const h = sessionHarness();
    const signIn = new SignInWithSms(h.auth, h.pending);
    expect(await signIn.execute({ phone: '17012345678', code: '' })).toMatchObject({
      ok: false,
      error: { fields: { phone: '禁止使用170、171号段手机', code: '请输入验证码' } },
    });
    expect((await signIn.execute({ phone: '13800000001', code: '123456' })).ok).toBe(true);
    expect(h.auth.called('signInWithSms')[0].args).toEqual(['13800000001', '123456']);
  });

  it('sends nothing for an invalid form, and holds nothing when the server refuses the code', async () => {
    const h = sessionHarness();
    const signIn = new SignInWithSms(h.auth, h.pending);
    expect(await signIn.execute({ phone: '13800000001', code: '' })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { code: SIGN_IN_MESSAGES.codeRequired } },
    });
    expect(h.auth.calls).toEqual([]);
    const refused = await signIn.execute({ phone: '13800000001', code: '654321' });
    expect(refused).toEqual({ ok: false, error: { kind: 'rejected', message: '验证码错误' } });
    expect(h.pending.token()).toBeUndefined();
  });
});

describe('SendSmsCode', () => {
  it('needs the captcha, then a valid phone; nothing is sent otherwise', async () => {
    const h = sessionHarness();
    const send = new SendSmsCode(h.auth);
    expect(await send.execute({ phone: '13800000001', verifyType: 'login', proof: null })).toEqual({
      ok: false,
      error: { kind: 'blocked', message: '智能验证失败,请点击智能验证' },
    });
    expect(await send.execute({ phone: '123', verifyType: 'login', proof })).toEqual({
      ok: false,
      error: { kind: 'blocked', message: '请填写正确的手机号' },
    });
    expect(h.auth.calls).toEqual([]);
    expect((await send.execute({ phone: '13800000001', verifyType: 'login', proof })).ok).toBe(true);
    expect(h.auth.called('sendSmsCode')[0].args).toEqual(['13800000001', 'login', proof]);
  });

  it('20023 means the company is disabled', async () => {
    const h = sessionHarness();
    h.auth.smsAnswer = new BusinessError(20023, '禁用');
    expect(await new SendSmsCode(h.auth).execute({ phone: '13800000099', verifyType: 'login', proof })).toEqual({
      ok: false,
      error: { kind: 'disabled', message: '您的公司账号已被禁用，无法登录' },
    });
  });

  it('asks for the captcha first when the phone is wrong too', async () => {
    const h = sessionHarness();
    expect(await new SendSmsCode(h.auth).execute({ phone: '123', verifyType: 'login', proof: null })).toEqual({
      ok: false,
      error: { kind: 'blocked', message: SIGN_IN_MESSAGES.captchaRequired },
    });
  });

  it('sends the phone without surrounding spaces', async () => {
    const h = sessionHarness();
    expect((await new SendSmsCode(h.auth).execute({ phone: ' 13800000001 ', verifyType: 'login', proof })).ok).toBe(true);
    expect(h.auth.called('sendSmsCode')[0].args[0]).toBe('13800000001');
  });

  it('shows any other refusal as the server msg', async () => {
    const h = sessionHarness();
    h.auth.smsAnswer = new BusinessError(20029, '发送过于频繁');
    expect(await new SendSmsCode(h.auth).execute({ phone: '13800000001', verifyType: 'login', proof })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: '发送过于频繁' },
    });
  });
});

describe('SignOut', () => {
  it('clears cookies and client state even when the call fails', async () => {
    const h = sessionHarness();
    h.start.execute(signInResponse());
    h.auth.logoutFails = true;
    const legacySite = { logout: vi.fn() };
    await new SignOut(h.auth, h.store, h.model, legacySite).execute();
    expect(legacySite.logout).toHaveBeenCalledTimes(1);
    expect(h.store.token).toBeUndefined();
    expect(h.store.user).toBeNull();
    expect(h.model.$user.getState()).toBeNull();
    expect(h.auth.called('logout')).toHaveLength(1);
  });
});

describe('RestoreSession', () => {
  it('brings the client state back from the cookies', () => {
    const h = sessionHarness();
    h.start.execute(signInResponse({ isSubAccount: 1, permissionList: { order: 1 } }));
    const fresh = sessionHarness();
    Object.assign(fresh.store, { token: h.store.token, user: h.store.user, permissions: h.store.permissions });
    expect(new RestoreSession(fresh.store, fresh.model).execute()).toBe(true);
    expect(fresh.model.$accountRole.getState()).toBe('SubAccount');
    expect(fresh.model.$permissionList.getState()).toEqual({ order: 1 });
  });

  it('drops a token without a stored user', () => {
    const h = sessionHarness();
    h.store.token = 'orphan';
    expect(new RestoreSession(h.store, h.model).execute()).toBe(false);
    expect(h.store.token).toBeUndefined();
  });
});
