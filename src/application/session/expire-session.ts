import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AppNavigator } from '../ports/app-navigator';
import type { SessionStore } from '../ports/session-store';
import type { SessionModel } from './session.model';
import type { ExpiryModel } from './expiry.model';

export const EXPIRY_GUARD_RESET_MS = 3000;
export const EXPIRY_DIALOG = { title: '提示', text: '登录已过期，请再次登录' } as const;

/**
 * Runs when a response says the session is over (20201/20212). The first call shows the
 * dialog, clears the session and goes to /login; calls within the next 3 s are ignored,
 * so a burst of parallel requests produces one dialog.
 */
@injectable()
export class ExpireSession {
  private guarded = false;

  constructor(
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(TOKENS.ExpiryModel) private readonly expiry: ExpiryModel,
    @inject(TOKENS.AppNavigator) private readonly navigator: AppNavigator,
  ) {}

  execute(): void {
    if (this.guarded) return;
    this.guarded = true;
    setTimeout(() => {
      this.guarded = false;
    }, EXPIRY_GUARD_RESET_MS);
    const onLogin = this.navigator.currentPath().includes('login');
    if (!onLogin) this.expiry.shown();
    this.store.clearSession();
    this.session.cleared();
    if (!onLogin) this.navigator.goTo('/login');
  }
}
