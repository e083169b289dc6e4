import { inject, injectable } from 'inversify';
import type { FormRefusal } from '../errors';
import { TOKENS } from '../tokens';
import type { AuthGateway } from '../ports/auth-gateway';
import type { SessionStore } from '../ports/session-store';
import { type Result, err, ok } from '../../domain/common/result';
import type { ForcedChangeValues } from '../../domain/security/password-change';
import { parseForm } from '../../domain/common/schema';
import { PendingSignIn } from '../session/pending-sign-in';
import { encodeRemembered } from '../session/sign-in';

export type ChangePasswordField = keyof ForcedChangeValues;
export type ChangePasswordError = FormRefusal<ChangePasswordField>;

/** Ordinary change (type=normal). A remembered password is stale afterwards, so it is dropped. */
@injectable()
export class ChangePassword {
  constructor(
    @inject(TOKENS.AuthGateway) private readonly auth: AuthGateway,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
  ) {}

  async execute(values: ForcedChangeValues): Promise<Result<true, ChangePasswordError>> {
    // The form's schema loads with its screen, not with the start-up services (the pages' budgets).
    const { ForcedChangeForm } = await import('../../domain/security/password-change');
    const parsed = parseForm(ForcedChangeForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const v = parsed.value;
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

/**
 * The forced change right after a sign-in (needChangePwd). A sign-in with 记住密码 ticked keeps
 * remembering its account, now with the new password (spec 1 §4 remember-me: the old one no longer
 * signs in); otherwise, as every change, the remembered password is dropped.
 */
@injectable()
export class ChangePasswordAfterSignIn {
  constructor(
    @inject(ChangePassword) private readonly change: ChangePassword,
    @inject(PendingSignIn) private readonly pending: PendingSignIn,
    @inject(TOKENS.SessionStore) private readonly store: SessionStore,
  ) {}

  async execute(values: ForcedChangeValues): Promise<Result<true, ChangePasswordError>> {
    const result = await this.change.execute(values);
    const account = this.pending.rememberedAccount();
    if (result.ok && account) this.store.setRemembered({ account, password: encodeRemembered(values.next) });
    return result;
  }
}
