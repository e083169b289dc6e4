import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionStore } from '../ports/session-store';
import type { SessionModel } from './session.model';
import { type Result, err, ok } from '../../domain/shared/result';
import { type LocalUser, postLoginPath } from '../../domain/session/local-user';
import { deriveRole } from '../../domain/session/roles';
import type { BusinessError } from '../errors';

export type NextStep =
  | { step: 'activate' }
  | { step: 'change-password' }
  | { step: 'go'; path: string };

/**
 * What follows a successful sign-in (spec 1 section 4): an account in its deregistration
 * protection period is asked to re-activate, a forced password change comes next, and
 * only then is the user routed by role and status.
 */
@injectable()
export class CheckAccountProtection {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(user: LocalUser, alreadyActivated = false): Promise<NextStep> {
    if (!alreadyActivated && (await this.auth.isInDeregistrationProtection(user.user_id))) return { step: 'activate' };
    if (user.needChangePwd) return { step: 'change-password' };
    return { step: 'go', path: postLoginPath(deriveRole(user), user) };
  }
}

@injectable()
export class ActivateAccount {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(user: LocalUser): Promise<Result<true, BusinessError>> {
    const answer = await this.auth.activate(user.user_id);
    return answer.ok ? ok(true) : err(answer.error);
  }
}

/** After the forced change the stored user no longer needs one. */
@injectable()
export class MarkPasswordChanged {
  constructor(
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  execute(user: LocalUser): LocalUser {
    const next = { ...user, needChangePwd: false };
    this.store.setUser(next);
    this.session.started({ user: next, permissions: this.store.getPermissionList() });
    return next;
  }
}
