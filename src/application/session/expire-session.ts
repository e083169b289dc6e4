import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';

export const EXPIRY_GUARD_RESET_MS = 3000;
export const EXPIRY_DIALOG = { title: '提示', text: '登录已过期，请再次登录' } as const;

/**
 * Runs when a response says the session is over (20201/20212). The first call shows the
 * dialog, clears the session and goes to /login; calls within the next 3 s are ignored,
 * so a burst of parallel requests produces one dialog.
 */
export const ExpireSession = defineUseCase(
  [TOKENS.SessionStore, TOKENS.SessionModel, TOKENS.ExpiryModel, TOKENS.AppNavigator],
  (store, session, expiry, navigator) => {
    let guarded = false;
    return {
      execute(): void {
        if (guarded) return;
        guarded = true;
        setTimeout(() => {
          guarded = false;
        }, EXPIRY_GUARD_RESET_MS);
        const onLogin = navigator.currentPath().includes('login');
        if (!onLogin) expiry.shown();
        store.clearSession();
        session.cleared();
        if (!onLogin) navigator.goTo('/login');
      },
    };
  },
);
export type ExpireSession = InstanceType<typeof ExpireSession>;
