import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { RebindingProgress } from '../ports/rebinding-progress';
import type { SessionModel } from '../session/session.model';
import { type RebindingStep, rebindingStart } from '../../domain/security/rebinding';
import { currentUserId } from './security-errors';

/** The step 手机绑定 opens at: 2 while this account's old-phone verification is remembered. */
@injectable()
export class ResumeRebinding {
  constructor(
    @inject(TOKENS.RebindingProgress) private readonly progress: RebindingProgress,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  execute(): RebindingStep {
    return rebindingStart(this.progress.isVerified(currentUserId(this.session)));
  }
}
