import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { PromotionGateway } from '../ports/promotion-gateway';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/shared/result';
import { promotionDeleteBlocker } from '../../domain/promotion/promotion-rules';
import type { Load } from '../ports/load';

@injectable()
export class DeletePromotion {
  constructor(
    @inject(TOKENS.PromotionGateway) private readonly promotions: Load<PromotionGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  /** The rules are checked first so a refusal never reaches the server. */
  check(promotion: { status: number }): string | null {
    return promotionDeleteBlocker(this.actor.get(), promotion.status);
  }

  async execute(promotion: { id: number; status: number }): Promise<Result<true, string>> {
    const blocked = this.check(promotion);
    if (blocked) return err(blocked);
    const answer = await (await this.promotions()).remove(promotion.id);
    // A server refusal has already been shown by the request layer.
    return answer.ok ? ok(true) : err('');
  }
}
