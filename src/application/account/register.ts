import { inject, injectable } from 'inversify';
import type { FormRefusal } from '../errors';
import { TOKENS } from '../tokens';
import type { AuthGateway } from '../ports/auth-gateway';
import { type Result, err, ok } from '../../domain/common/result';
import type { RegisterDraft, RegisterField } from '../../domain/account/register-form';
import { parseForm } from '../../domain/common/schema';
import { SMS_CODE_WRONG_CODE } from '../../domain/common/business-codes';


export type RegisterError = FormRefusal<RegisterField>;

@injectable()
export class Register {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(draft: RegisterDraft): Promise<Result<true, RegisterError>> {
    // The form's schema loads with its screen, not with the start-up services (the pages' budgets).
    const { RegisterForm } = await import('../../domain/account/register-form');
    const parsed = parseForm(RegisterForm, draft);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    // The one mapping of the registration's form names to its wire names.
    const { phone, code, password, confirm, region } = parsed.value;
    const answer = await this.auth.register({
      phone,
      sms_code: code,
      password,
      confirm_password: confirm,
      location_id: region,
      user_type: 'Company',
    });
    if (answer.ok) return ok(true);
    // 20102: the code was wrong; the screen marks the code field with the server's msg.
    if (answer.error.code === SMS_CODE_WRONG_CODE) return err({ kind: 'invalid', fields: { code: answer.error.msg } });
    return err({ kind: 'rejected', message: answer.error.msg });
  }
}
