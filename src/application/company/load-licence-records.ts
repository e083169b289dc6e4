import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { LicenceGateway } from '../ports/licence-gateway';

/** 最近提交记录: the last 3 licence submissions. */
@injectable()
export class LoadLicenceRecords {
  constructor(@inject(TOKENS.LicenceGateway) private readonly gateway: LicenceGateway) {}

  execute() {
    return this.gateway.recentRecords();
  }
}
