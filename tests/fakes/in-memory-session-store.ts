import type { RememberedAccount, SessionStore } from '../../src/application/ports/session-store';
import type { LocalUser } from '../../src/domain/session/local-user';
import type { PermissionList } from '../../src/domain/session/permissions';

/** The cookies and the local record, in memory. */
export class InMemorySessionStore implements SessionStore {
  token?: string;
  user: LocalUser | null = null;
  permissions: PermissionList | null = null;
  subAccount = false;
  remembered: RememberedAccount | null = null;
  feedbackDate: string | null = null;
  /** Every permission-list write, to check it is cleared before it is rewritten. */
  permissionWrites: (PermissionList | null)[] = [];

  getToken = () => this.token;
  setToken = (t: string) => void (this.token = t);
  getUser = () => this.user;
  setUser = (u: LocalUser) => void (this.user = u);
  getPermissionList = () => this.permissions;
  setPermissionList = (p: PermissionList | null) => {
    this.permissionWrites.push(p);
    this.permissions = p;
  };
  isSubAccount = () => this.subAccount;
  setSubAccount = (f: boolean) => void (this.subAccount = f);
  getRemembered = () => this.remembered;
  setRemembered = (r: RememberedAccount | null) => void (this.remembered = r);
  getFeedbackCheckDate = () => this.feedbackDate;
  setFeedbackCheckDate = (d: string) => void (this.feedbackDate = d);
  clearSession = () => {
    this.token = undefined;
    this.user = null;
    this.permissions = null;
    this.subAccount = false;
  };
}
