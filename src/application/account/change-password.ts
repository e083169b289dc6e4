import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionStore } from '../ports/session-store';
import { type Result, err, ok } from '../../domain/shared/result';
import { CHANGE_PASSWORD_MESSAGES, changePasswordRules, validateConfirmation } from '../../domain/shared/password';
import { type FieldErrors, firstError } from '../../domain/shared/validation';

export type ChangePasswordField = 'current' | 'next' | 'confirm';
export type ChangePasswordError =
  | { kind: 'invalid'; fields: FieldErrors<ChangePasswordField> }
  | { kind: 'rejected'; message: string };

export function validateChangePassword(v: Record<ChangePasswordField, string>): FieldErrors<ChangePasswordField> {
  const fields: FieldErrors<ChangePasswordField> = {};
  if (v.current === '') fields.current = CHANGE_PASSWORD_MESSAGES.currentRequired;
  const next = firstError(v.next, changePasswordRules);
  if (next) fields.next = next;
  const confirm = validateConfirmation(v.next, v.confirm);
  if (confirm) fields.confirm = confirm;
  return fields;
}

/** Ordinary change (type=normal). A remembered password is stale afterwards, so it is dropped. */
@injectable()
export class ChangePassword {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
  ) {}

  async execute(v: Record<ChangePasswordField, string>): Promise<Result<true, ChangePasswordError>> {
    const fields = validateChangePassword(v);
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    const answer = await this.auth.changePassword({
      old_password: v.current,
      password: v.next,
      confirm_password: v.confirm,
    });
    if (!answer.ok) return err({ kind: 'rejected', message: answer.error.msg });
    this.store.setRemembered(null);
    return ok(true);
  }
}
