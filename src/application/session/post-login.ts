import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AuthGateway } from '../ports/auth-gateway';
import { PendingSignIn } from './pending-sign-in';
import { StartSession } from './start-session';
import { type Result, err, ok } from '../../domain/common/result';
import { type LocalUser, postLoginPath } from '../../domain/session/local-user';
import { deriveRole } from '../../domain/session/roles';
import type { BusinessError } from '../errors';
import { InFlight } from '../in-flight';

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
  // One check-unregister per sign-in, however many times the flow's screen mounts.
  private readonly asking = new InFlight<number, boolean>();

  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(user: LocalUser, alreadyActivated = false): Promise<NextStep> {
    if (!alreadyActivated && (await this.asking.run(user.user_id, () => this.auth.isInDeregistrationProtection(user.user_id)))) return { step: 'activate' };
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

/** After the forced change the pending sign-in no longer needs one (still nothing is stored). */
@injectable()
export class MarkPasswordChanged {
  constructor(@inject(PendingSignIn) private readonly pending: PendingSignIn) {}

  execute(user: LocalUser): LocalUser {
    this.pending.passwordChanged();
    return { ...user, needChangePwd: false };
  }
}

/**
 * Every post-login step is done: only now is the session stored (cookies and client state), so
 * a second tab cannot use a sign-in whose password change or re-activation is still open.
 */
@injectable()
export class CompleteSignIn {
  constructor(
    @inject(PendingSignIn) private readonly pending: PendingSignIn,
    @inject(StartSession) private readonly start: StartSession,
  ) {}

  execute(): LocalUser | null {
    const answer = this.pending.current();
    if (!answer) return null;
    this.pending.clear();
    return this.start.execute(answer);
  }
}

/** Cancelling the re-activation: the token is given back (the call may fail) and nothing stays. */
@injectable()
export class AbandonSignIn {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(PendingSignIn) private readonly pending: PendingSignIn,
  ) {}

  async execute(): Promise<void> {
    try {
      await this.auth.logout();
    } catch {
      // Reported by the request layer; the pending sign-in is dropped regardless.
    } finally {
      this.pending.clear();
    }
  }
}
