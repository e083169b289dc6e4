import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { SignOut } from '../session/sign-out';
import { type Result, err, ok } from '../../domain/common/result';
import type { QuickChangeField, QuickChangeValues } from '../../domain/security/password-change';
import { parseForm } from '../../domain/common/schema';
import { type SecurityError, verifyCode } from './security-errors';

/**
 * 快捷修改: the SMS code is verified first (verify_type password), then the new password is set
 * with type=sms; the remembered password and the session are cleared on success.
 */
export const ChangePasswordBySms = defineUseCase([TOKENS.SecurityGateway, TOKENS.SessionStore, SignOut], (security, store, signOut) => ({
  async execute(values: QuickChangeValues): Promise<Result<true, SecurityError<QuickChangeField>>> {
    // The form's schema loads with its screen, not with the start-up services (the pages' budgets).
    const { QuickChangeForm } = await import('../../domain/security/password-change');
    const parsed = parseForm(QuickChangeForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const v = parsed.value;
    const gateway = await security();
    const verified = await verifyCode(gateway, v.code, 'password');
    if (!verified.ok) return verified;
    const answer = await gateway.changePasswordBySms(v.next, v.confirm);
    if (!answer.ok) return err({ kind: 'rejected', message: answer.error.msg });
    store.setRemembered(null);
    await signOut.execute();
    return ok(true);
  },
}));
export type ChangePasswordBySms = InstanceType<typeof ChangePasswordBySms>;
