import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AppealGateway } from '../ports/appeal-gateway';

/** One appeal evidence image as a blob (the screen shows it from an object URL). */
@injectable()
export class LoadEvidence {
  constructor(@inject(TOKENS.AppealGateway) private readonly appeals: AppealGateway) {}

  execute(file: string, signal?: AbortSignal) {
    return this.appeals.evidence(file, signal);
  }
}
