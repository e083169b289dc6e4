import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { SubsidiaryGateway } from '../ports/subsidiary-gateway';
import type { Load } from '../ports/load';

/** The group's child companies (subsidiary screen). */
@injectable()
export class LoadSubsidiaries {
  constructor(@inject(TOKENS.SubsidiaryGateway) private readonly gateway: Load<SubsidiaryGateway>) {}

  async execute() {
    return (await this.gateway()).list();
  }
}
