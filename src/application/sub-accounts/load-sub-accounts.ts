import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SubAccountAdminGateway } from '../ports/sub-account-admin-gateway';
import { SUB_ACCOUNT_PAGE_SIZE, type SubAccountPage } from '../../domain/sub-account/sub-account';
import type { Load } from '../ports/load';

/** One page of 10 sub-accounts, optionally searched by name or phone. Failures are thrown. */
@injectable()
export class LoadSubAccounts {
  constructor(@inject(TOKENS.SubAccountAdminGateway) private readonly gateway: Load<SubAccountAdminGateway>) {}

  async execute(offset: number, search: string): Promise<SubAccountPage> {
    const term = search.trim();
    const answer = await (await this.gateway()).page({ offset, limit: SUB_ACCOUNT_PAGE_SIZE, ...(term ? { search: term } : {}) });
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
