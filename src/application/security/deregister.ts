import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { SignOut } from '../session/sign-out';
import { type Result, err, ok } from '../../domain/common/result';
import { SecurityCode } from '../../domain/security/security-code';
import { parseForm } from '../../domain/common/schema';
import { type SecurityError, currentUserId } from './security-errors';

/**
 * 确认注销: the SMS code and the user id; on success the session ends (the account then sits in
 * its 15-day protection period, and signing in re-activates it).
 */
export const Deregister = defineUseCase([TOKENS.SecurityGateway, TOKENS.SessionModel, SignOut], (gateway, session, signOut) => ({
  async execute(code: string): Promise<Result<true, SecurityError<'code'>>> {
    const parsed = parseForm(SecurityCode, code);
    if (!parsed.ok) return err({ kind: 'invalid', fields: { code: parsed.errors[''] } });
    const answer = await (await gateway()).deregister(parsed.value, currentUserId(session));
    if (!answer.ok) return err({ kind: 'rejected', message: answer.error.msg });
    await signOut.execute();
    return ok(true);
  },
}));
export type Deregister = InstanceType<typeof Deregister>;
