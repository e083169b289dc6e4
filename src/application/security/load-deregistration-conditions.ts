import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SecurityGateway } from '../ports/security-gateway';
import type { SessionModel } from '../session/session.model';
import type { BusinessError } from '../errors';
import { type Result, ok } from '../../domain/common/result';
import { type Condition, sortConditions } from '../../domain/security/deregistration';
import { currentUserId } from './security-errors';
import type { Load } from '../ports/load';

/** The deregistration conditions of the signed-in account, in the spec's order. */
@injectable()
export class LoadDeregistrationConditions {
  constructor(
    @inject(TOKENS.SecurityGateway) private readonly gateway: Load<SecurityGateway>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  async execute(): Promise<Result<Condition[], BusinessError>> {
    const answer = await (await this.gateway()).deregistrationConditions(currentUserId(this.session));
    return answer.ok ? ok(sortConditions(answer.value)) : answer;
  }
}
