import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { LicenceGateway } from '../ports/licence-gateway';
import type { Load } from '../ports/load';

/** 最近提交记录: the last 3 licence submissions. */
@injectable()
export class LoadLicenceRecords {
  constructor(@inject(TOKENS.LicenceGateway) private readonly gateway: Load<LicenceGateway>) {}

  async execute() {
    return (await this.gateway()).recentRecords();
  }
}
