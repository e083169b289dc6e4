import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { type LocalUser, type SignInResponse, toLocalUser } from '../../domain/session/local-user';
import { deriveRole } from '../../domain/session/roles';
import { parsePermissionList } from '../../domain/session/permissions';

/** Shared tail of both sign-in kinds: cookies and client state from the token response. */
export const StartSession = defineUseCase([TOKENS.SessionStore, TOKENS.SessionModel], (store, session) => ({
  execute(response: SignInResponse): LocalUser {
    const user = toLocalUser(response);
    const isSub = deriveRole(user) === 'SubAccount';
    const permissions = isSub ? parsePermissionList(response.permissionList) : null;
    store.setToken(response.access_token);
    store.setUser(user);
    store.setSubAccount(user.isSubAccount);
    // Cleared on every update and rewritten only for sub-accounts (spec 1 section 4).
    store.setPermissionList(null);
    if (isSub) store.setPermissionList(permissions);
    session.started({ user, permissions });
    return user;
  },
}));
export type StartSession = InstanceType<typeof StartSession>;
