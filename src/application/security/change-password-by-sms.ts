import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SecurityGateway } from '../ports/security-gateway';
import type { SessionStore } from '../ports/session-store';
import { SignOut } from '../session/sign-out';
import { type Result, err, ok } from '../../domain/common/result';
import type { QuickChangeField, QuickChangeValues } from '../../domain/security/password-change';
import { parseForm } from '../../domain/common/schema';
import { type SecurityError, verifyCode } from './security-errors';
import type { Load } from '../ports/load';

/**
 * 快捷修改: the SMS code is verified first (verify_type password), then the new password is set
 * with type=sms; the remembered password and the session are cleared on success.
 */
@injectable()
export class ChangePasswordBySms {
  constructor(
    @inject(TOKENS.SecurityGateway) private readonly gateway: Load<SecurityGateway>,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
    @inject(SignOut) private readonly signOut: SignOut,
  ) {}

  async execute(values: QuickChangeValues): Promise<Result<true, SecurityError<QuickChangeField>>> {
    // The form's schema loads with its screen, not with the start-up services (the pages' budgets).
    const { QuickChangeForm } = await import('../../domain/security/password-change');
    const parsed = parseForm(QuickChangeForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const v = parsed.value;
    const verified = await verifyCode(await this.gateway(), v.code, 'password');
    if (!verified.ok) return verified;
    const answer = await (await this.gateway()).changePasswordBySms(v.next, v.confirm);
    if (!answer.ok) return err({ kind: 'rejected', message: answer.error.msg });
    this.store.setRemembered(null);
    await this.signOut.execute();
    return ok(true);
  }
}
