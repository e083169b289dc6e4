import { beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { CookieSessionStore, FEEDBACK_CHECK_KEY } from '../../../src/adapters/cookie/cookie-session-store';

const user = {
  user_id: 1,
  company_id: 2,
  company_abbr: '美居',
  realname: '王',
  vipCompany: true,
  isSubAccount: false,
  isGroupCompany: false,
  licenseStatus: 1,
  status: 1,
  needChangePwd: false,
};

describe('CookieSessionStore', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    localStorage.clear();
  });

  it('keeps the session under the spec cookie names', () => {
    const store = new CookieSessionStore();
    store.setToken('tok');
    store.setUser(user);
    store.setSubAccount(true);
    store.setPermissionList({ order: 2, banner: 1 });
    expect(Cookies.get('session_token')).toBe('tok');
    expect(JSON.parse(Cookies.get('users')!)).toEqual(user);
    expect(Cookies.get('isSubAccount')).toBe('1');
    expect(JSON.parse(Cookies.get('permission_list')!)).toEqual({ order: 2, banner: 1 });
    expect(store.getUser()).toEqual(user);
    expect(store.getPermissionList()).toEqual({ order: 2, banner: 1 });
  });

  it('clearing the session keeps the remembered account', () => {
    const store = new CookieSessionStore();
    store.setToken('tok');
    store.setUser(user);
    store.setRemembered({ account: 'merchant', password: btoa('Demo1234') });
    store.clearSession();
    expect(store.getToken()).toBeUndefined();
    expect(store.getUser()).toBeNull();
    expect(Cookies.get('account')).toBe('merchant');
    expect(store.getRemembered()).toEqual({ account: 'merchant', password: btoa('Demo1234') });
    store.setRemembered(null);
    expect(Cookies.get('account')).toBeUndefined();
    expect(Cookies.get('password')).toBeUndefined();
  });

  it('survives a damaged users cookie', () => {
    Cookies.set('users', '{broken');
    expect(new CookieSessionStore().getUser()).toBeNull();
  });

  it('keeps the feedback check date as a local record', () => {
    const store = new CookieSessionStore();
    store.setFeedbackCheckDate('2026-11-22');
    expect(localStorage.getItem(FEEDBACK_CHECK_KEY)).toBe('2026-11-22');
    expect(store.getFeedbackCheckDate()).toBe('2026-11-22');
  });
});
