import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { CompanyProfileGateway } from '../ports/company-profile-gateway';
import type { Load } from '../ports/load';

/** The signed-in account's company profile (a sub-account reads its company's). */
@injectable()
export class LoadCompanyProfile {
  constructor(@inject(TOKENS.CompanyProfileGateway) private readonly gateway: Load<CompanyProfileGateway>) {}

  async execute() {
    return (await this.gateway()).load();
  }
}
