import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AppealGateway } from '../ports/appeal-gateway';
import { APPEAL_PAGE_SIZE } from '../../domain/appeal/appeal-entry';

/** One page of the company's appeals: 15 from an offset. */
@injectable()
export class LoadAppeals {
  constructor(@inject(TOKENS.AppealGateway) private readonly appeals: AppealGateway) {}

  execute(offset: number) {
    return this.appeals.list(offset, APPEAL_PAGE_SIZE);
  }
}

