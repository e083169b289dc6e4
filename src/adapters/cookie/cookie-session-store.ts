import Cookies from 'js-cookie';
import type { RememberedAccount, SessionStore } from '../../application/ports/session-store';
import type { LocalUser } from '../../domain/session/local-user';
import { type PermissionList, parsePermissionList } from '../../domain/session/permissions';

export const COOKIE_NAMES = {
  token: 'session_token',
  permissions: 'permission_list',
  isSubAccount: 'isSubAccount',
  users: 'users',
  account: 'account',
  password: 'password',
} as const;
export const FEEDBACK_CHECK_KEY = 'feedback_dialog_time';
export const COOKIE_DAYS = 30;
/** The sign-in page: the only path whose requests carry the remember-me cookies. */
export const SIGN_IN_PATH = '/login';

/** `Secure` whenever the page is served over https (plain http, e.g. a local run, could not keep it). */
export const isSecurePage = (protocol: string | undefined = globalThis.location?.protocol) => protocol === 'https:';

/**
 * The session's cookies (token, user, permissions): the whole site, optionally domain-wide, Lax so
 * a link from elsewhere opens the app signed in.
 */
export const sessionCookieAttributes = (protocol?: string, domain?: string): Cookies.CookieAttributes => ({
  expires: COOKIE_DAYS,
  path: '/',
  sameSite: 'Lax',
  ...(isSecurePage(protocol) ? { secure: true } : {}),
  ...(domain ? { domain } : {}),
});

/**
 * The remember-me cookies (account, Base64 password; spec 1 §4): this host only, the sign-in page
 * only, Strict. No API or upload request and no other page's request carries them, and no other
 * site's page can make the browser send them.
 */
export const rememberedCookieAttributes = (protocol?: string): Cookies.CookieAttributes => ({
  expires: COOKIE_DAYS,
  path: SIGN_IN_PATH,
  sameSite: 'Strict',
  ...(isSecurePage(protocol) ? { secure: true } : {}),
});

/**
 * Cookies as the spec names them. `domain` makes the session domain-wide (for example
 * ".example.com") so the older site shares it; without it cookies stay on this host. The
 * remember-me cookies are read on the sign-in page only (they exist nowhere else).
 */
export class CookieSessionStore implements SessionStore {
  private readonly attributes: Cookies.CookieAttributes;
  private readonly rememberedAttributes: Cookies.CookieAttributes;
  /**
   * The cookies as read in this task. Reading document.cookie is a synchronous call into the
   * browser's network process (about 1 ms here), and one task asked for it up to a dozen times
   * (the session, each request's token): a task reads it once. Forgotten after the task, and
   * at once by every write of this store.
   */
  private jar: Record<string, string> | null = null;

  constructor(
    domain?: string,
    private readonly local: Pick<Storage, 'getItem' | 'setItem'> = globalThis.localStorage,
  ) {
    this.attributes = sessionCookieAttributes(undefined, domain);
    this.rememberedAttributes = rememberedCookieAttributes();
  }

  private get(name: string): string | undefined {
    if (!this.jar) {
      this.jar = Cookies.get() ?? {}; // nothing without a document (the build's prerender)
      setTimeout(() => (this.jar = null));
    }
    return this.jar[name];
  }
  private set(name: string, value: string, attributes = this.attributes) {
    this.jar = null;
    Cookies.set(name, value, attributes);
  }
  private remove(name: string) {
    this.jar = null;
    Cookies.remove(name, { path: '/', ...(this.attributes.domain ? { domain: this.attributes.domain } : {}) });
  }
  /** A remember-me cookie, and the site-wide one earlier versions set under the same name. */
  private removeRemembered(name: string) {
    this.remove(name);
    Cookies.remove(name, { path: SIGN_IN_PATH });
  }
  private json<T>(name: string): T | null {
    const raw = this.get(name);
    if (!raw) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  }

  getToken = () => this.get(COOKIE_NAMES.token) || undefined;
  setToken = (token: string) => this.set(COOKIE_NAMES.token, token);
  getUser = () => this.json<LocalUser>(COOKIE_NAMES.users);
  setUser = (user: LocalUser) => this.set(COOKIE_NAMES.users, JSON.stringify(user));
  getPermissionList = (): PermissionList | null => parsePermissionList(this.get(COOKIE_NAMES.permissions));
  setPermissionList = (list: PermissionList | null) =>
    list ? this.set(COOKIE_NAMES.permissions, JSON.stringify(list)) : this.remove(COOKIE_NAMES.permissions);
  isSubAccount = () => this.get(COOKIE_NAMES.isSubAccount) === '1';
  setSubAccount = (flag: boolean) => this.set(COOKIE_NAMES.isSubAccount, flag ? '1' : '0');

  getRemembered(): RememberedAccount | null {
    const account = this.get(COOKIE_NAMES.account);
    const password = this.get(COOKIE_NAMES.password);
    return account && password ? { account, password } : null;
  }

  setRemembered(value: RememberedAccount | null) {
    this.removeRemembered(COOKIE_NAMES.account);
    this.removeRemembered(COOKIE_NAMES.password);
    if (!value) return;
    this.set(COOKIE_NAMES.account, value.account, this.rememberedAttributes);
    this.set(COOKIE_NAMES.password, value.password, this.rememberedAttributes);
  }

  getFeedbackCheckDate = () => this.local.getItem(FEEDBACK_CHECK_KEY);
  setFeedbackCheckDate = (date: string) => this.local.setItem(FEEDBACK_CHECK_KEY, date);

  clearSession() {
    for (const name of [COOKIE_NAMES.token, COOKIE_NAMES.users, COOKIE_NAMES.permissions, COOKIE_NAMES.isSubAccount])
      this.remove(name);
  }
}
