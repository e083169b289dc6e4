import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { CompanyProfileGateway } from '../ports/company-profile-gateway';

/** The signed-in account's company profile (a sub-account reads its company's). */
@injectable()
export class LoadCompanyProfile {
  constructor(@inject(TOKENS.CompanyProfileGateway) private readonly gateway: CompanyProfileGateway) {}

  execute() {
    return this.gateway.load();
  }
}
