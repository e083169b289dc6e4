import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { HonorGateway } from '../ports/honor-gateway';
import type { Honor } from '../../domain/honor/honor';
import type { Load } from '../ports/load';

/** The company's honours; failures are thrown (the list shows its empty state). */
@injectable()
export class LoadHonors {
  constructor(@inject(TOKENS.HonorGateway) private readonly honors: Load<HonorGateway>) {}

  async execute(status?: number): Promise<Honor[]> {
    const answer = await (await this.honors()).list(status);
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
