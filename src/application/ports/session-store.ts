import type { LocalUser } from '../../domain/session/local-user';
import type { PermissionList } from '../../domain/session/permissions';

export interface RememberedAccount {
  account: string;
  password: string;
}

/** The browser-side record of a session (cookies and one local record in production). */
export interface SessionStore {
  getToken(): string | undefined;
  setToken(token: string): void;
  getUser(): LocalUser | null;
  setUser(user: LocalUser): void;
  getPermissionList(): PermissionList | null;
  /** Cleared on every update; written only for sub-accounts (null clears it). */
  setPermissionList(list: PermissionList | null): void;
  isSubAccount(): boolean;
  setSubAccount(flag: boolean): void;
  getRemembered(): RememberedAccount | null;
  setRemembered(value: RememberedAccount | null): void;
  getFeedbackCheckDate(): string | null;
  setFeedbackCheckDate(date: string): void;
  /** Removes the session (token, user, permissions), keeping the remembered account. */
  clearSession(): void;
}
