import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';

/**
 * Logout: the call may fail, the local session is cleared regardless (spec 1 section 4). The
 * older site is asked to sign out too, without waiting for it (spec 1 §7).
 */
export const SignOut = defineUseCase([TOKENS.AuthGateway, TOKENS.SessionStore, TOKENS.SessionModel, TOKENS.LegacySite], (auth, store, session, legacySite) => ({
  async execute(): Promise<void> {
    legacySite.logout();
    try {
      await auth.logout();
    } catch {
      // The request layer has reported the failure; leaving must still work offline.
    } finally {
      store.clearSession();
      session.cleared();
    }
  },
}));
export type SignOut = InstanceType<typeof SignOut>;
