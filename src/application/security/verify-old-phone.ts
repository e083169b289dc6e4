import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SecurityGateway } from '../ports/security-gateway';
import type { RebindingProgress } from '../ports/rebinding-progress';
import type { SessionModel } from '../session/session.model';
import { type Result, err, ok } from '../../domain/common/result';
import { SecurityCode } from '../../domain/security/security-code';
import { parseForm } from '../../domain/common/schema';
import { type SecurityError, currentUserId, verifyCode } from './security-errors';
import type { Load } from '../ports/load';

/** Rebinding step 1: the old phone's code (verify_type unbind); step 2 is then remembered for 5 minutes. */
@injectable()
export class VerifyOldPhone {
  constructor(
    @inject(TOKENS.SecurityGateway) private readonly gateway: Load<SecurityGateway>,
    @inject(TOKENS.RebindingProgress) private readonly progress: RebindingProgress,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  async execute(code: string): Promise<Result<true, SecurityError<'code'>>> {
    const parsed = parseForm(SecurityCode, code);
    if (!parsed.ok) return err({ kind: 'invalid', fields: { code: parsed.errors[''] } });
    const verified = await verifyCode(await this.gateway(), parsed.value, 'unbind');
    if (!verified.ok) return verified;
    this.progress.rememberVerified(currentUserId(this.session));
    return ok(true);
  }
}
