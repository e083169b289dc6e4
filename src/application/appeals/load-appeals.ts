import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AppealGateway } from '../ports/appeal-gateway';
import { APPEAL_PAGE_SIZE } from '../../domain/appeal/appeal-entry';
import type { Load } from '../ports/load';

/** One page of the company's appeals: 15 from an offset. */
@injectable()
export class LoadAppeals {
  constructor(@inject(TOKENS.AppealGateway) private readonly appeals: Load<AppealGateway>) {}

  async execute(offset: number) {
    return (await this.appeals()).list(offset, APPEAL_PAGE_SIZE);
  }
}

