import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SubAccountAdminGateway } from '../ports/sub-account-admin-gateway';
import type { PermissionGroup } from '../../domain/sub-account/sub-account';
import type { Load } from '../ports/load';

/** The permission catalogue the checkboxes are built from. Failures are thrown. */
@injectable()
export class LoadPermissionCatalogue {
  constructor(@inject(TOKENS.SubAccountAdminGateway) private readonly gateway: Load<SubAccountAdminGateway>) {}

  async execute(): Promise<PermissionGroup[]> {
    const answer = await (await this.gateway()).permissions();
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
