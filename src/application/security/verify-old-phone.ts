import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { type Result, err, ok } from '../../domain/common/result';
import { SecurityCode } from '../../domain/security/security-code';
import { parseForm } from '../../domain/common/schema';
import { type SecurityError, currentUserId, verifyCode } from './security-errors';

/** Rebinding step 1: the old phone's code (verify_type unbind); step 2 is then remembered for 5 minutes. */
export const VerifyOldPhone = defineUseCase([TOKENS.SecurityGateway, TOKENS.RebindingProgress, TOKENS.SessionModel], (gateway, progress, session) => ({
  async execute(code: string): Promise<Result<true, SecurityError<'code'>>> {
    const parsed = parseForm(SecurityCode, code);
    if (!parsed.ok) return err({ kind: 'invalid', fields: { code: parsed.errors[''] } });
    const verified = await verifyCode(await gateway(), parsed.value, 'unbind');
    if (!verified.ok) return verified;
    progress.rememberVerified(currentUserId(session));
    return ok(true);
  },
}));
export type VerifyOldPhone = InstanceType<typeof VerifyOldPhone>;
