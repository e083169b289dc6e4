import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SecurityGateway } from '../ports/security-gateway';
import type { SessionModel } from '../session/session.model';
import { SignOut } from '../session/sign-out';
import { type Result, err, ok } from '../../domain/common/result';
import { SecurityCode } from '../../domain/security/security-code';
import { parseForm } from '../../domain/common/schema';
import { type SecurityError, currentUserId } from './security-errors';
import type { Load } from '../ports/load';

/**
 * 确认注销: the SMS code and the user id; on success the session ends (the account then sits in
 * its 15-day protection period, and signing in re-activates it).
 */
@injectable()
export class Deregister {
  constructor(
    @inject(TOKENS.SecurityGateway) private readonly gateway: Load<SecurityGateway>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
    @inject(SignOut) private readonly signOut: SignOut,
  ) {}

  async execute(code: string): Promise<Result<true, SecurityError<'code'>>> {
    const parsed = parseForm(SecurityCode, code);
    if (!parsed.ok) return err({ kind: 'invalid', fields: { code: parsed.errors[''] } });
    const answer = await (await this.gateway()).deregister(parsed.value, currentUserId(this.session));
    if (!answer.ok) return err({ kind: 'rejected', message: answer.error.msg });
    await this.signOut.execute();
    return ok(true);
  }
}
