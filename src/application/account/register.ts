import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AuthGateway } from '../ports/auth-gateway';
import { type Result, err, ok } from '../../domain/shared/result';
import { type RegisterDraft, type RegisterField, validateRegister } from '../../domain/account/register-form';
import type { FieldErrors } from '../../domain/shared/validation';

export const WRONG_CODE = 20102;

export type RegisterError =
  | { kind: 'invalid'; fields: FieldErrors<RegisterField> }
  | { kind: 'rejected'; message: string };

@injectable()
export class Register {
  constructor(@inject(TOKENS.AuthGateway) private readonly auth: AuthGateway) {}

  async execute(draft: RegisterDraft): Promise<Result<true, RegisterError>> {
    const fields = validateRegister(draft);
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    const answer = await this.auth.register({
      phone: draft.phone.trim(),
      sms_code: draft.code.trim(),
      password: draft.password,
      confirm_password: draft.confirm,
      location_id: draft.region,
      user_type: 'Company',
    });
    if (answer.ok) return ok(true);
    // 20102: the code was wrong; the screen marks the code field with the server's msg.
    if (answer.error.code === WRONG_CODE) return err({ kind: 'invalid', fields: { code: answer.error.msg } });
    return err({ kind: 'rejected', message: answer.error.msg });
  }
}
