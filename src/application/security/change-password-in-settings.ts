import { inject, injectable } from 'inversify';
import { ChangePassword } from '../account/change-password';
import { SignOut } from '../session/sign-out';
import { type Result, err, ok } from '../../domain/shared/result';
import { type NormalChangeField, validateNormalChange } from '../../domain/security/password-change';
import { type SecurityError, hasFields } from './security-errors';

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

  async execute(v: Record<NormalChangeField, string>): Promise<Result<true, SecurityError<NormalChangeField>>> {
    const fields = validateNormalChange(v);
    if (hasFields(fields)) return err({ kind: 'invalid', fields });
    const answer = await this.change.execute(v);
    if (!answer.ok) return answer.error.kind === 'invalid' ? err(answer.error) : err({ kind: 'rejected', message: answer.error.message });
    await this.signOut.execute();
    return ok(true);
  }
}
