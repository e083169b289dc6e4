import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SubAccountAdminGateway } from '../ports/sub-account-admin-gateway';
import type { SubAccountSummary } from '../../domain/sub-account/sub-account';
import type { Load } from '../ports/load';

/** The account being edited (accountAdd?id=). Failures are thrown. */
@injectable()
export class LoadSubAccount {
  constructor(@inject(TOKENS.SubAccountAdminGateway) private readonly gateway: Load<SubAccountAdminGateway>) {}

  async execute(id: number): Promise<SubAccountSummary> {
    const answer = await (await this.gateway()).one(id);
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}

