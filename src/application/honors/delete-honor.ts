import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { HonorGateway } from '../ports/honor-gateway';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/shared/result';
import { honorDeleteBlocker } from '../../domain/honor/honor-permissions';
import type { Load } from '../ports/load';

@injectable()
export class DeleteHonor {
  constructor(
    @inject(TOKENS.HonorGateway) private readonly honors: Load<HonorGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  /** The rules first: a pending honour is never sent for deletion. */
  async execute(honor: { id: number; status: number }): Promise<Result<true, string>> {
    const blocked = honorDeleteBlocker(this.actor.get(), honor.status);
    if (blocked) return err(blocked);
    const answer = await (await this.honors()).remove(honor.id);
    // A server refusal has already been shown by the request layer.
    return answer.ok ? ok(true) : err('');
  }
}
