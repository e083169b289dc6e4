import { describe, expect, it } from 'vitest';
import { SignInWithPassword, SignInWithSms } from '../../../src/application/session/sign-in';
import { AbandonSignIn, ActivateAccount, CheckAccountProtection, MarkPasswordChanged } from '../../../src/application/session/post-login';
import { signInResponse } from '../../fakes/fake-auth-gateway';
import { sessionHarness } from './harness';

/**
 * Spec 1 section 4: the password must be changed, and the account re-activated, before login
 * continues. Until then nothing of the session is stored: no token, user or permission cookie,
 * no client state; only the pending sign-in in memory calls the API with its token.
 */
function signedInAs(over: Parameters<typeof signInResponse>[0]) {
  const h = sessionHarness();
  h.auth.response = signInResponse(over);
  const nothingStored = () => {
    expect(h.store.token).toBeUndefined();
    expect(h.store.user).toBeNull();
    expect(h.store.permissionWrites).toEqual([]);
    expect(h.model.$user.getState()).toBeNull();
  };
  return { ...h, nothingStored };
}

describe('a pending sign-in', () => {
  it('stores nothing while the forced password change is open', async () => {
    const h = signedInAs({ access_token: 'tok-must', user_id: 1007, needChangePwd: 1 });
    const signed = await new SignInWithPassword(h.auth, h.store, h.pending).execute({ username: 'mustchange', password: 'Demo1234', remember: false });
    if (!signed.ok) throw new Error('sign-in failed');
    h.nothingStored();
    expect(h.pending.token()).toBe('tok-must');
    expect(await new CheckAccountProtection(h.auth).execute(signed.value)).toEqual({ step: 'change-password' });

    const changed = new MarkPasswordChanged(h.pending).execute(signed.value);
    h.nothingStored();
    expect(await new CheckAccountProtection(h.auth).execute(changed, true)).toEqual({ step: 'go', path: '/' });
    h.complete.execute();
    expect(h.store.token).toBe('tok-must');
    expect(h.store.user).toMatchObject({ user_id: 1007, needChangePwd: false });
    expect(h.model.$user.getState()?.user_id).toBe(1007);
  });

  it('stores nothing while the re-activation is open, and nothing at all when it is cancelled', async () => {
    const h = signedInAs({ access_token: 'tok-dormant', user_id: 1008 });
    h.auth.protectedUsers.add(1008);
    const signed = await new SignInWithSms(h.auth, h.pending).execute({ phone: '13800000008', code: '123456' });
    if (!signed.ok) throw new Error('sign-in failed');
    expect(await new CheckAccountProtection(h.auth).execute(signed.value)).toEqual({ step: 'activate' });
    h.nothingStored();
    h.auth.logoutFails = true;
    await new AbandonSignIn(h.auth, h.pending).execute();
    expect(h.auth.called('logout')).toHaveLength(1);
    expect(h.pending.token()).toBeUndefined();
    expect(h.complete.execute()).toBeNull();
    h.nothingStored();
  });

  it('is stored once the account is re-activated', async () => {
    const h = signedInAs({ access_token: 'tok-dormant', user_id: 1008 });
    h.auth.protectedUsers.add(1008);
    const signed = await new SignInWithSms(h.auth, h.pending).execute({ phone: '13800000008', code: '123456' });
    if (!signed.ok) throw new Error('sign-in failed');
    expect((await new ActivateAccount(h.auth).execute(signed.value)).ok).toBe(true);
    h.nothingStored();
    expect(await new CheckAccountProtection(h.auth).execute(signed.value, true)).toEqual({ step: 'go', path: '/' });
    h.complete.execute();
    expect(h.store.token).toBe('tok-dormant');
  });

  it('a password change with no sign-in pending leaves none pending', () => {
    const h = sessionHarness();
    h.pending.passwordChanged();
    expect(h.pending.current()).toBeNull();
  });
});
