import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';

/** At start-up: a token and a stored user bring the client state back after a reload. */
export const RestoreSession = defineUseCase([TOKENS.SessionStore, TOKENS.SessionModel], (store, session) => ({
  execute(): boolean {
    const token = store.getToken();
    const user = store.getUser();
    if (!token || !user) {
      if (token) store.clearSession();
      return false;
    }
    session.started({ user, permissions: store.getPermissionList() });
    return true;
  },
}));
export type RestoreSession = InstanceType<typeof RestoreSession>;
