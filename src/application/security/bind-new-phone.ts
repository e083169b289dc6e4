import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SecurityGateway } from '../ports/security-gateway';
import type { RebindingProgress } from '../ports/rebinding-progress';
import { type Result, err, ok } from '../../domain/shared/result';
import { validateRebindingPhone } from '../../domain/security/rebinding';
import { validateSecurityCode } from '../../domain/security/security-code';
import { type SecurityError, hasFields } from './security-errors';
import type { Load } from '../ports/load';

export type NewPhoneField = 'phone' | 'code';

/** Rebinding step 2: the new number and its code (unbind-mobile); it becomes the sign-in phone. */
@injectable()
export class BindNewPhone {
  constructor(
    @inject(TOKENS.SecurityGateway) private readonly gateway: Load<SecurityGateway>,
    @inject(TOKENS.RebindingProgress) private readonly progress: RebindingProgress,
  ) {}

  async execute(v: Record<NewPhoneField, string>): Promise<Result<true, SecurityError<NewPhoneField>>> {
    const phone = v.phone.trim();
    const found = { phone: validateRebindingPhone(phone), code: validateSecurityCode(v.code) };
    const fields = Object.fromEntries(Object.entries(found).filter(([, m]) => m));
    if (hasFields(fields)) return err({ kind: 'invalid', fields });
    const answer = await (await this.gateway()).bindNewPhone(phone, v.code.trim());
    if (!answer.ok) return err({ kind: 'rejected', message: answer.error.msg });
    this.progress.forget();
    return ok(true);
  }
}
