import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ExpireSession, EXPIRY_GUARD_RESET_MS } from '../../../src/application/session/expire-session';
import { CheckLicense, LoadCurrentUser } from '../../../src/application/session/load-current-user';
import { EnsureSession } from '../../../src/application/session/ensure-session';
import { ActivateAccount, CheckAccountProtection, MarkPasswordChanged } from '../../../src/application/session/post-login';
import { ChangePassword, ChangePasswordAfterSignIn } from '../../../src/application/account/change-password';
import { SignInWithPassword, decodeRemembered } from '../../../src/application/session/sign-in';
import { Register } from '../../../src/application/account/register';
import { REGISTER_MESSAGES } from '../../../src/domain/account/register-form';
import { LoadRegions } from '../../../src/application/account/load-regions';
import { BusinessError, SessionExpiredError } from '../../../src/application/errors';
import { signInResponse } from '../../fakes/fake-auth-gateway';
import { sessionHarness } from './harness';
import { loaded } from '../../fakes/loaded';

describe('ExpireSession (spec 1 section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the dialog once, clears the session and goes to /login; resets after 3 s', () => {
    const h = sessionHarness();
    h.start.execute(signInResponse());
    const expire = new ExpireSession(h.store, h.model, h.expiry, h.navigator);
    expire.execute();
    expire.execute();
    expect(h.expiry.$open.getState()).toBe(true);
    expect(h.navigator.visits).toEqual(['/login']);
    expect(h.store.token).toBeUndefined();
    expect(h.model.$user.getState()).toBeNull();

    h.expiry.dismissed();
    h.navigator.path = '/order';
    vi.advanceTimersByTime(EXPIRY_GUARD_RESET_MS - 1);
    expire.execute();
    expect(h.expiry.$open.getState()).toBe(false);
    vi.advanceTimersByTime(1);
    expire.execute();
    expect(h.expiry.$open.getState()).toBe(true);
    expect(h.navigator.visits).toEqual(['/login', '/login']);
  });

  it('on a login address it only clears the session', () => {
    const h = sessionHarness();
    h.navigator.path = '/login';
    h.start.execute(signInResponse());
    new ExpireSession(h.store, h.model, h.expiry, h.navigator).execute();
    expect(h.expiry.$open.getState()).toBe(false);
    expect(h.navigator.visits).toEqual([]);
    expect(h.store.token).toBeUndefined();
  });
});

describe('LoadCurrentUser and CheckLicense', () => {
  it('loads the index and computes the dot for a main account', async () => {
    const h = sessionHarness();
    h.start.execute(signInResponse());
    await new LoadCurrentUser(h.users, h.model, h.notifier).execute();
    expect(h.model.$userIndex.getState()?.company_name).toBe('杭州美居装饰工程有限公司');
    expect(h.users.dotCalls).toEqual([1001]);
    expect(h.model.$messageDot.getState()).toBe(true);
  });

  it.each([
    [{ isSubAccount: 1 }],
    [{ isGroupCompany: 1 }],
  ])('never asks for the dot for %j', async (flags) => {
    const h = sessionHarness();
    h.start.execute(signInResponse(flags));
    await new LoadCurrentUser(h.users, h.model, h.notifier).execute();
    expect(h.users.dotCalls).toEqual([]);
    expect(h.model.$messageDot.getState()).toBe(false);
  });

  it('non-200 answers are warnings with the server msg', async () => {
    const h = sessionHarness();
    h.users.indexAnswer = new BusinessError(500, '用户信息获取失败');
    h.users.infoAnswer = new BusinessError(500, '认证信息获取失败');
    await new LoadCurrentUser(h.users, h.model, h.notifier).execute();
    await new CheckLicense(h.users, h.model, h.notifier).execute();
    expect(h.notifier.notices).toEqual([
      { level: 'warning', message: '用户信息获取失败' },
      { level: 'warning', message: '认证信息获取失败' },
    ]);
    expect(h.model.$licenseStatus.getState()).toBe(-1);
  });

  it('answers whether the session took the answer: yes for a loaded index, no for a refused one or a late one', async () => {
    const h = sessionHarness();
    h.start.execute(signInResponse());
    expect(await new LoadCurrentUser(h.users, h.model, h.notifier).execute()).toBe(true);
    const late = sessionHarness();
    late.start.execute(signInResponse());
    const index = late.users.index.bind(late.users);
    late.users.index = async () => {
      const answer = await index();
      late.start.execute(signInResponse({ user_id: 2002 }));
      return answer;
    };
    expect(await new LoadCurrentUser(late.users, late.model, late.notifier).execute()).toBe(false);
    const refused = sessionHarness();
    refused.start.execute(signInResponse());
    refused.users.indexAnswer = new BusinessError(500, '用户信息获取失败');
    expect(await new LoadCurrentUser(refused.users, refused.model, refused.notifier).execute()).toBe(false);
  });

  it('a call that fails outright (an expired session) fails the load, the dot after a loaded index too', async () => {
    const expired = new SessionExpiredError();
    const h = sessionHarness();
    h.start.execute(signInResponse());
    const load = new LoadCurrentUser(h.users, h.model, h.notifier);
    const index = h.users.index.bind(h.users);
    h.users.index = () => Promise.reject(expired);
    await expect(load.execute()).rejects.toBe(expired);
    h.users.index = index;
    h.users.messageBoxFlag = () => Promise.reject(expired);
    await expect(load.execute()).rejects.toBe(expired);
    expect(h.model.$userIndex.getState()?.id).toBe(1001);
    expect(h.model.$messageDot.getState()).toBe(false);
  });

  it('the licence check sets licenseStatus and the user status', async () => {
    const h = sessionHarness();
    h.start.execute(signInResponse({ status: 0 }));
    h.users.infoAnswer = { licenseStatus: 2, status: 1 };
    await new CheckLicense(h.users, h.model, h.notifier).execute();
    expect(h.model.$licenseStatus.getState()).toBe(2);
    expect(h.model.$user.getState()?.status).toBe(1);
  });
});

describe('EnsureSession (navigation guard)', () => {
  const build = () => {
    const h = sessionHarness();
    const ensure = new EnsureSession(
      h.store,
      h.model,
      new LoadCurrentUser(h.users, h.model, h.notifier),
      new CheckLicense(h.users, h.model, h.notifier),
    );
    return { ...h, ensure };
  };

  it('does nothing without a token', async () => {
    const h = build();
    await h.ensure.execute();
    expect(h.users.indexCalls).toBe(0);
  });

  it('loads the user and checks the licence once, even for parallel navigations', async () => {
    const h = build();
    h.start.execute(signInResponse());
    await Promise.all([h.ensure.execute(), h.ensure.execute()]);
    await h.ensure.execute();
    expect(h.users.indexCalls).toBe(1);
    expect(h.users.infoCalls).toBe(1);
  });

  it('asks for the user index, the licence and the message dot together, and lets navigation go on once all have answered', async () => {
    const h = build();
    h.start.execute(signInResponse());
    let answer!: () => void;
    h.users.hold = new Promise((resolve) => (answer = resolve));
    let done = false;
    const guard = h.ensure.execute().then(() => void (done = true));
    await vi.waitFor(() => expect([h.users.indexCalls, h.users.infoCalls, h.users.dotCalls.length]).toEqual([1, 1, 1]));
    expect(done).toBe(false);
    answer();
    await guard;
    expect(h.model.$userIndex.getState()?.id).toBe(1001);
    expect(h.model.$licenseStatus.getState()).toBe(3);
    expect(h.model.$messageDot.getState()).toBe(true);
  });

  it('drops answers that arrive after the session has ended', async () => {
    const h = build();
    h.start.execute(signInResponse());
    let answer!: () => void;
    h.users.hold = new Promise((resolve) => (answer = resolve));
    const guard = h.ensure.execute();
    await vi.waitFor(() => expect(h.users.infoCalls).toBe(1));
    h.model.cleared();
    answer();
    await guard;
    expect(h.model.$userIndex.getState()).toBeNull();
    expect(h.model.$licenseStatus.getState()).toBe(-1);
    expect(h.model.$messageDot.getState()).toBe(false);
  });

  it('starts at start-up: the first navigation takes that outcome, a failed one too, without asking again', async () => {
    const h = build();
    h.start.execute(signInResponse());
    h.users.indexAnswer = new BusinessError(500, '用户信息获取失败');
    let answer!: () => void;
    h.users.hold = new Promise((resolve) => (answer = resolve));
    h.ensure.start();
    expect([h.users.indexCalls, h.users.infoCalls, h.users.dotCalls.length]).toEqual([1, 1, 1]);
    answer();
    await vi.waitFor(() => expect(h.model.$licenseStatus.getState()).toBe(3));
    await h.ensure.execute();
    expect(h.users.indexCalls).toBe(1);
    expect(h.notifier.messages('warning')).toEqual(['用户信息获取失败']);
    // A later navigation asks again for what is still missing.
    await h.ensure.execute();
    expect(h.users.indexCalls).toBe(2);
  });

  it('tells whether the navigation under way is the one that loaded the user index', async () => {
    const h = build();
    h.start.execute(signInResponse());
    h.ensure.start();
    await h.ensure.execute();
    // The page's first navigation: the personal centre takes this answer instead of asking again.
    expect(h.ensure.userIndexLoadedByThisNavigation()).toBe(true);
    await h.ensure.execute();
    expect(h.ensure.userIndexLoadedByThisNavigation()).toBe(false);
    expect(h.users.indexCalls).toBe(1);
  });

  it('a first navigation whose user index failed does not count as having loaded it', async () => {
    const h = build();
    h.start.execute(signInResponse());
    h.users.indexAnswer = new BusinessError(500, '用户信息获取失败');
    await h.ensure.execute();
    expect(h.ensure.userIndexLoadedByThisNavigation()).toBe(false);
  });

  it('a start-up outcome is not handed to the next session', async () => {
    const h = build();
    h.start.execute(signInResponse());
    h.users.indexAnswer = new BusinessError(500, '用户信息获取失败');
    h.ensure.start();
    await vi.waitFor(() => expect(h.users.infoCalls).toBe(1));
    h.model.cleared();
    h.store.clearSession();
    h.users.indexAnswer = { id: 1002, realname: '李设计', company_id: 501 };
    h.start.execute(signInResponse({ access_token: 'next-token' }));
    await h.ensure.execute();
    expect(h.model.$userIndex.getState()?.id).toBe(1002);
  });

  it('a failed user index still lets the licence be checked, with one warning', async () => {
    const h = build();
    h.start.execute(signInResponse());
    h.users.indexAnswer = new BusinessError(500, '用户信息获取失败');
    await h.ensure.execute();
    expect(h.model.$userIndex.getState()).toBeNull();
    expect(h.model.$licenseStatus.getState()).toBe(3);
    expect(h.model.$messageDot.getState()).toBe(false);
    expect(h.notifier.notices).toEqual([{ level: 'warning', message: '用户信息获取失败' }]);
  });

  it('knows whether a session token is stored, and starts nothing at start-up without one', async () => {
    const h = build();
    expect(h.ensure.hasToken()).toBe(false);
    h.ensure.start();
    expect([h.users.indexCalls, h.users.infoCalls]).toEqual([0, 0]);
    h.start.execute(signInResponse());
    expect(h.ensure.hasToken()).toBe(true);
  });

  it('no navigation, or one without a token, has loaded the user index', async () => {
    const h = build();
    expect(h.ensure.userIndexLoadedByThisNavigation()).toBe(false);
    await h.ensure.execute();
    expect(h.ensure.userIndexLoadedByThisNavigation()).toBe(false);
  });

  it('fails the navigation with the failure of a call (an expired session), once both have settled', async () => {
    const h = build();
    h.start.execute(signInResponse());
    const expired = new SessionExpiredError();
    h.users.index = async () => {
      h.users.indexCalls++;
      throw expired;
    };
    await expect(h.ensure.execute()).rejects.toBe(expired);
    expect(h.model.$licenseStatus.getState()).toBe(3);
  });

  it("the next session's navigations still share its load when the ended session's load answers late", async () => {
    const h = build();
    h.start.execute(signInResponse());
    let answerFirst!: () => void;
    h.users.hold = new Promise((resolve) => (answerFirst = resolve));
    const first = h.ensure.execute();
    await vi.waitFor(() => expect(h.users.infoCalls).toBe(1));
    h.model.cleared();
    h.store.clearSession();
    h.start.execute(signInResponse({ access_token: 'next-token', user_id: 1002 }));
    let answerNext!: () => void;
    h.users.hold = new Promise((resolve) => (answerNext = resolve));
    const next = h.ensure.execute();
    await vi.waitFor(() => expect(h.users.infoCalls).toBe(2));
    answerFirst();
    await first;
    const again = h.ensure.execute();
    answerNext();
    await Promise.all([next, again]);
    expect([h.users.indexCalls, h.users.infoCalls]).toEqual([2, 2]);
  });
});

describe('after sign-in', () => {
  it('asks a protected account to activate, then routes it', async () => {
    const h = sessionHarness();
    const user = h.start.execute(signInResponse({ user_id: 1008 }));
    h.auth.protectedUsers.add(1008);
    const check = new CheckAccountProtection(h.auth);
    expect(await check.execute(user)).toEqual({ step: 'activate' });
    expect(await new ActivateAccount(h.auth).execute(user)).toEqual({ ok: true, value: true });
    expect(h.auth.called('activate')[0].args).toEqual([1008]);
    expect(await check.execute(user, true)).toEqual({ step: 'go', path: '/' });
  });

  it('forces a password change before routing', async () => {
    const h = sessionHarness();
    const user = h.start.execute(signInResponse({ needChangePwd: 1, status: 0 }));
    const check = new CheckAccountProtection(h.auth);
    expect(await check.execute(user)).toEqual({ step: 'change-password' });
    h.pending.hold(signInResponse({ needChangePwd: 1, status: 0 }));
    const changed = new MarkPasswordChanged(h.pending).execute(user);
    expect(changed.needChangePwd).toBe(false);
    expect(h.complete.execute()?.needChangePwd).toBe(false);
    expect(h.store.user?.needChangePwd).toBe(false);
    expect(await check.execute(changed)).toEqual({ step: 'go', path: '/personal/enterpriseInfo?user=new' });
  });

  it('ChangePassword validates, calls the server and forgets the remembered password', async () => {
    const h = sessionHarness();
    h.store.remembered = { account: 'm', password: 'x' };
    const change = new ChangePassword(h.auth, h.store);
    expect(await change.execute({ current: '', next: 'a', confirm: 'b' })).toMatchObject({
      ok: false,
      error: { kind: 'invalid', fields: { current: expect.any(String), next: expect.any(String) } },
    });
    expect(h.auth.calls).toEqual([]);
    expect(await change.execute({ current: 'Wrong', next: 'Abcd1234', confirm: 'Abcd1234' })).toEqual({
      ok: false,
      error: { kind: 'rejected', message: '当前密码错误' },
    });
    expect(h.store.remembered).not.toBeNull();
    expect(await change.execute({ current: 'Demo1234', next: 'Abcd1234', confirm: 'Abcd1234' })).toEqual({ ok: true, value: true });
    expect(h.auth.called('changePassword')[1].args[0]).toEqual({ old_password: 'Demo1234', password: 'Abcd1234', confirm_password: 'Abcd1234' });
    expect(h.store.remembered).toBeNull();
  });

  it('the forced change after a sign-in with 记住密码 remembers the account with the new password (issue 55)', async () => {
    const h = sessionHarness();
    await new SignInWithPassword(h.auth, h.store, h.pending).execute({ username: 'mustchange', password: 'Demo1234', remember: true });
    const change = new ChangePasswordAfterSignIn(new ChangePassword(h.auth, h.store), h.pending, h.store);
    // Refused: the remembered password stays the one that signs in.
    expect((await change.execute({ current: 'Wrong', next: 'Abcd1234', confirm: 'Abcd1234' })).ok).toBe(false);
    expect(decodeRemembered(h.store.remembered?.password ?? '')).toBe('Demo1234');
    expect((await change.execute({ current: 'Demo1234', next: 'Abcd1234', confirm: 'Abcd1234' })).ok).toBe(true);
    expect(h.store.remembered?.account).toBe('mustchange');
    expect(decodeRemembered(h.store.remembered?.password ?? '')).toBe('Abcd1234');
  });

  it('the forced change after a sign-in without 记住密码 remembers nothing', async () => {
    const h = sessionHarness();
    h.store.remembered = { account: 'someone', password: 'x' };
    await new SignInWithPassword(h.auth, h.store, h.pending).execute({ username: 'mustchange', password: 'Demo1234', remember: false });
    const change = new ChangePasswordAfterSignIn(new ChangePassword(h.auth, h.store), h.pending, h.store);
    expect((await change.execute({ current: 'Demo1234', next: 'Abcd1234', confirm: 'Abcd1234' })).ok).toBe(true);
    expect(h.store.remembered).toBeNull();
  });
});

describe('Register', () => {
  const draft = { phone: '13900000001', code: '123456', password: 'Abcd1234', confirm: 'Abcd1234', region: [1, 2, 3], agreement: true };

  it('sends the register payload with user_type Company', async () => {
    const h = sessionHarness();
    expect((await new Register(h.auth).execute(draft)).ok).toBe(true);
    expect(h.auth.called('register')[0].args[0]).toEqual({
      phone: '13900000001',
      sms_code: '123456',
      password: 'Abcd1234',
      confirm_password: 'Abcd1234',
      location_id: [1, 2, 3],
      user_type: 'Company',
    });
  });

  it('answers true once registered', async () => {
    const h = sessionHarness();
    expect(await new Register(h.auth).execute(draft)).toEqual({ ok: true, value: true });
  });

  it('sends nothing while a field is refused', async () => {
    const h = sessionHarness();
    expect(await new Register(h.auth).execute({ ...draft, region: [], agreement: false })).toEqual({
      ok: false,
      error: { kind: 'invalid', fields: { region: REGISTER_MESSAGES.region, agreement: REGISTER_MESSAGES.agreement } },
    });
    expect(h.auth.called('register')).toEqual([]);
  });

  it('shows any other refusal as the server msg', async () => {
    const h = sessionHarness();
    h.auth.registerAnswer = new BusinessError(20101, '该手机号已注册');
    expect(await new Register(h.auth).execute(draft)).toEqual({ ok: false, error: { kind: 'rejected', message: '该手机号已注册' } });
  });

  it('20102 marks the code field with the server msg', async () => {
    const h = sessionHarness();
    h.auth.registerAnswer = new BusinessError(20102, '验证码错误');
    expect(await new Register(h.auth).execute(draft)).toEqual({ ok: false, error: { kind: 'invalid', fields: { code: '验证码错误' } } });
  });
});

describe('LoadRegions', () => {
  it('drops the first (nation-wide) entry', async () => {
    const regions = new LoadRegions(loaded({ cascade: async () => [{ id: 1, name: '全国' }, { id: 2, name: '浙江省' }] }));
    expect(await regions.execute()).toEqual([{ id: 2, name: '浙江省' }]);
  });
});
