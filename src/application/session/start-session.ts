import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SessionStore } from '../ports/session-store';
import type { SessionModel } from './session.model';
import { type LocalUser, type SignInResponse, toLocalUser } from '../../domain/session/local-user';
import { deriveRole } from '../../domain/session/roles';
import { parsePermissionList } from '../../domain/session/permissions';

/** Shared tail of both sign-in kinds: cookies and client state from the token response. */
@injectable()
export class StartSession {
  constructor(
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  execute(response: SignInResponse): LocalUser {
    const user = toLocalUser(response);
    const isSub = deriveRole(user) === 'SubAccount';
    const permissions = isSub ? parsePermissionList(response.permissionList) : null;
    this.store.setToken(response.access_token);
    this.store.setUser(user);
    this.store.setSubAccount(user.isSubAccount);
    // Cleared on every update and rewritten only for sub-accounts (spec 1 section 4).
    this.store.setPermissionList(null);
    if (isSub) this.store.setPermissionList(permissions);
    this.session.started({ user, permissions });
    return user;
  }
}
