import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SessionStore } from '../ports/session-store';
import type { SessionModel } from './session.model';

/** At start-up: a token and a stored user bring the client state back after a reload. */
@injectable()
export class RestoreSession {
  constructor(
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  execute(): boolean {
    const token = this.store.getToken();
    const user = this.store.getUser();
    if (!token || !user) {
      if (token) this.store.clearSession();
      return false;
    }
    this.session.started({ user, permissions: this.store.getPermissionList() });
    return true;
  }
}
