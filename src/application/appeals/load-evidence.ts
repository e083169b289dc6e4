import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AppealGateway } from '../ports/appeal-gateway';
import type { Load } from '../ports/load';

/** One appeal evidence image as a blob (the screen shows it from an object URL). */
@injectable()
export class LoadEvidence {
  constructor(@inject(TOKENS.AppealGateway) private readonly appeals: Load<AppealGateway>) {}

  async execute(file: string, signal?: AbortSignal) {
    return (await this.appeals()).evidence(file, signal);
  }
}
