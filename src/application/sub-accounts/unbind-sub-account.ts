import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SubAccountAdminGateway } from '../ports/sub-account-admin-gateway';
import { type Result, err, ok } from '../../domain/common/result';
import type { Load } from '../ports/load';

/** Unbinds a sub-account (it can no longer sign in). A refusal carries the server's msg. */
@injectable()
export class UnbindSubAccount {
  constructor(@inject(TOKENS.SubAccountAdminGateway) private readonly gateway: Load<SubAccountAdminGateway>) {}

  async execute(id: number): Promise<Result<true, string>> {
    const answer = await (await this.gateway()).unbind(id);
    return answer.ok ? ok(true) : err(answer.error.msg);
  }
}
