import { inject, injectable } from 'inversify';
import type { FormRefusal } from '../errors';
import { TOKENS } from '../tokens';
import type { AccountRecoveryGateway } from '../ports/account-recovery-gateway';
import { type Result, err, ok } from '../../domain/common/result';
import { parseForm } from '../../domain/common/schema';
import type { FindAccountField, FindAccountValues } from '../../domain/account/find-account-form';
import type { Load } from '../ports/load';

export type ApplyError =
FormRefusal<FindAccountField>;

/** 找回账号: the form's schema, then POST /v2/users/find-account with its output (trimmed). */
@injectable()
export class ApplyForAccount {
  constructor(@inject(TOKENS.AccountRecoveryGateway) private readonly gateway: Load<AccountRecoveryGateway>) {}

  async execute(values: FindAccountValues): Promise<Result<true, ApplyError>> {
    // The form's schema loads with its screen, not with the start-up services (the pages' budgets).
    const { FindAccountForm } = await import('../../domain/account/find-account-form');
    const parsed = parseForm(FindAccountForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', fields: parsed.errors });
    const answer = await (await this.gateway()).apply(parsed.value);
    return answer.ok ? ok(true) : err({ kind: 'rejected', message: answer.error.msg });
  }
}
