import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { type RebindingStep, rebindingStart } from '../../domain/security/rebinding';

/** The step 手机绑定 opens at: 2 while this account's old-phone verification is remembered. */
export const ResumeRebinding = defineUseCase([TOKENS.RebindingProgress, TOKENS.SessionModel], (progress, session) => ({
  execute(): RebindingStep {
    // Signed out already (a finished rebinding ends every session of the account, and the
    // screen may be drawn once more on its way to /login): there is nothing to resume.
    const user = session.$user.getState();
    return rebindingStart(user !== null && progress.isVerified(user.user_id));
  },
}));
export type ResumeRebinding = InstanceType<typeof ResumeRebinding>;
