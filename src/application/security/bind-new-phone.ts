import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SecurityGateway } from '../ports/security-gateway';
import type { RebindingProgress } from '../ports/rebinding-progress';
import { type Result, err, ok } from '../../domain/common/result';
import type { NewPhoneValues } from '../../domain/security/new-phone-form';
import { parseForm } from '../../domain/common/schema';
import type { SecurityError } from './security-errors';
import type { Load } from '../ports/load';

export type NewPhoneField = keyof NewPhoneValues;

/** Rebinding step 2: the new number and its code (unbind-mobile); it becomes the sign-in phone. */
@injectable()
export class BindNewPhone {
  constructor(
    @inject(TOKENS.SecurityGateway) private readonly gateway: Load<SecurityGateway>,
    @inject(TOKENS.RebindingProgress) private readonly progress: RebindingProgress,
  ) {}

  async execute(values: NewPhoneValues): Promise<Result<true, SecurityError<NewPhoneField>>> {
    // The form's schema loads with its screen, not with the start-up services (the pages' budgets).
    const { NewPhoneForm } = await import('../../domain/security/new-phone-form');
    const parsed = parseForm(NewPhoneForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const answer = await (await this.gateway()).bindNewPhone(parsed.value.phone, parsed.value.code);
    if (!answer.ok) return err({ kind: 'rejected', message: answer.error.msg });
    this.progress.forget();
    return ok(true);
  }
}
