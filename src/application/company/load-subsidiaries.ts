import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SubsidiaryGateway } from '../ports/subsidiary-gateway';

/** The group's child companies (subsidiary screen). */
@injectable()
export class LoadSubsidiaries {
  constructor(@inject(TOKENS.SubsidiaryGateway) private readonly gateway: SubsidiaryGateway) {}

  execute() {
    return this.gateway.list();
  }
}
