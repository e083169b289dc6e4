import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { HonorGateway } from '../ports/honor-gateway';
import type { Honor } from '../../domain/honor/honor';
import type { Load } from '../ports/load';

/** One honour, fresh from the server, for its edit form. */
@injectable()
export class LoadHonor {
  constructor(@inject(TOKENS.HonorGateway) private readonly honors: Load<HonorGateway>) {}

  async execute(id: number): Promise<Honor> {
    const answer = await (await this.honors()).detail(id);
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
