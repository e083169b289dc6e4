import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { RebindingProgress } from '../ports/rebinding-progress';
import type { SessionModel } from '../session/session.model';
import { type RebindingStep, rebindingStart } from '../../domain/security/rebinding';

/** The step 手机绑定 opens at: 2 while this account's old-phone verification is remembered. */
@injectable()
export class ResumeRebinding {
  constructor(
    @inject(TOKENS.RebindingProgress) private readonly progress: RebindingProgress,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  execute(): RebindingStep {
    // Signed out already (a finished rebinding ends every session of the account, and the
    // screen may be drawn once more on its way to /login): there is nothing to resume.
    const user = this.session.$user.getState();
    return rebindingStart(user !== null && this.progress.isVerified(user.user_id));
  }
}
