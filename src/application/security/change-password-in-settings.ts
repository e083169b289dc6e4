import { inject, injectable } from 'inversify';
import { ChangePassword } from '../account/change-password';
import { SignOut } from '../session/sign-out';
import { type Result, err, ok } from '../../domain/common/result';
import type { NormalChangeField, NormalChangeValues } from '../../domain/security/password-change';
import { parseForm } from '../../domain/common/schema';
import type { SecurityError } from './security-errors';

/**
 * 普通修改 on changePwd: the screen's own 8-16 rule, then the ordinary change (type=normal),
 * which drops the remembered password; the session ends so the new password is used at /login.
 */
@injectable()
export class ChangePasswordInSettings {
  constructor(
    @inject(ChangePassword) private readonly change: ChangePassword,
    @inject(SignOut) private readonly signOut: SignOut,
  ) {}

  async execute(values: NormalChangeValues): Promise<Result<true, SecurityError<NormalChangeField>>> {
    // The form's schema loads with its screen, not with the start-up services (the pages' budgets).
    const { NormalChangeForm } = await import('../../domain/security/password-change');
    const parsed = parseForm(NormalChangeForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const answer = await this.change.execute(parsed.value);
    if (!answer.ok) return answer.error.kind === 'invalid' ? err(answer.error) : err({ kind: 'rejected', message: answer.error.message });
    await this.signOut.execute();
    return ok(true);
  }
}
