import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import {
  CookieSessionStore, FEEDBACK_CHECK_KEY, SIGN_IN_PATH, rememberedCookieAttributes, sessionCookieAttributes,
} from '../../../src/adapters/cookie/cookie-session-store';

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

  afterEach(() => window.history.replaceState(null, '', '/'));

  it('clearing the session keeps the remembered account (read on the sign-in page)', () => {
    window.history.replaceState(null, '', SIGN_IN_PATH);
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

  it('keeps the remembered account and password on the sign-in page only', () => {
    window.history.replaceState(null, '', SIGN_IN_PATH);
    new CookieSessionStore().setRemembered({ account: 'merchant', password: btoa('Demo1234') });
    expect(Cookies.get('password')).toBe(btoa('Demo1234'));
    window.history.replaceState(null, '', '/order');
    expect(Cookies.get('password')).toBeUndefined();
    expect(Cookies.get('account')).toBeUndefined();
    expect(new CookieSessionStore().getRemembered()).toBeNull();
    // Forgetting works from any page (the password change forgets them).
    new CookieSessionStore().setRemembered(null);
    window.history.replaceState(null, '', SIGN_IN_PATH);
    expect(Cookies.get('password')).toBeUndefined();
  });

  it('forgets a site-wide remember-me cookie of an earlier version', () => {
    Cookies.set('password', btoa('Old12345'), { path: '/' });
    new CookieSessionStore().setRemembered({ account: 'merchant', password: btoa('Demo1234') });
    expect(Cookies.get('password')).toBeUndefined();
  });

  it.each([
    ['https:', true],
    ['http:', false],
  ])('sets every cookie Secure exactly when the page is %s', (protocol, secure) => {
    const session = sessionCookieAttributes(protocol, '.example.com');
    const remembered = rememberedCookieAttributes(protocol);
    expect(Boolean(session.secure)).toBe(secure);
    expect(Boolean(remembered.secure)).toBe(secure);
    expect(session).toMatchObject({ path: '/', sameSite: 'Lax', domain: '.example.com', expires: 30 });
    expect(remembered).toEqual({ path: SIGN_IN_PATH, sameSite: 'Strict', expires: 30, ...(secure ? { secure: true } : {}) });
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

describe('CookieSessionStore reads document.cookie once a task', () => {
  beforeEach(() => {
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  });
  afterEach(() => vi.restoreAllMocks());

  // Each read of the jar parses document.cookie (js-cookie reads it twice for that).
  const cookieReads = () => vi.spyOn(Cookies, 'get');
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));

  it('one read serves the session and every request of the task; the next task reads again', async () => {
    const store = new CookieSessionStore();
    store.setToken('tok');
    store.setUser(user);
    const reads = cookieReads();
    expect(store.getToken()).toBe('tok');
    expect(store.getUser()).toEqual(user);
    expect(store.getPermissionList()).toBeNull();
    expect(store.isSubAccount()).toBe(false);
    expect(store.getToken()).toBe('tok');
    expect(reads).toHaveBeenCalledTimes(1);

    // Another tab signs in as someone else: the next task sees it.
    Cookies.set('session_token', 'other', { path: '/' });
    await nextTask();
    expect(store.getToken()).toBe('other');
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it("its own writes are seen at once, in the same task (on the sign-in page, where the remembered account is)", () => {
    window.history.replaceState(null, '', SIGN_IN_PATH);
    const store = new CookieSessionStore();
    expect(store.getToken()).toBeUndefined();
    store.setToken('a');
    expect(store.getToken()).toBe('a');
    store.setRemembered({ account: 'merchant', password: 'Demo1234' });
    expect(store.getRemembered()).toEqual({ account: 'merchant', password: 'Demo1234' });
    store.clearSession();
    expect(store.getToken()).toBeUndefined();
    expect(store.getRemembered()).toEqual({ account: 'merchant', password: 'Demo1234' });
    store.setRemembered(null);
    window.history.replaceState(null, '', '/');
  });
});
