import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AuthGateway } from '../ports/auth-gateway';
import type { LegacySite } from '../ports/legacy-site';
import type { SessionStore } from '../ports/session-store';
import type { SessionModel } from './session.model';

/**
 * Logout: the call may fail, the local session is cleared regardless (spec 1 section 4). The
 * older site is asked to sign out too, without waiting for it (spec 1 §7).
 */
@injectable()
export class SignOut {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(TOKENS.LegacySite) private readonly legacySite: LegacySite,
  ) {}

  async execute(): Promise<void> {
    this.legacySite.logout();
    try {
      await this.auth.logout();
    } catch {
      // The request layer has reported the failure; leaving must still work offline.
    } finally {
      this.store.clearSession();
      this.session.cleared();
    }
  }
}
