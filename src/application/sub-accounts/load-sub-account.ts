import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SubAccountAdminGateway } from '../ports/sub-account-admin-gateway';
import type { SubAccountSummary } from '../../domain/sub-account/sub-account';

/** The account being edited (accountAdd?id=). Failures are thrown. */
@injectable()
export class LoadSubAccount {
  constructor(@inject(TOKENS.SubAccountAdminGateway) private readonly gateway: SubAccountAdminGateway) {}

  async execute(id: number): Promise<SubAccountSummary> {
    const answer = await this.gateway.one(id);
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}

