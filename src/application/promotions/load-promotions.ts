import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { PromotionGateway, PromotionListQuery } from '../ports/promotion-gateway';
import type { PromotionPage } from '../../domain/promotion/promotion';
import type { Load } from '../ports/load';

/** One page of 10, newest update first. Failures are thrown (and only logged). */
@injectable()
export class LoadPromotions {
  constructor(@inject(TOKENS.PromotionGateway) private readonly promotions: Load<PromotionGateway>) {}

  async execute(query: PromotionListQuery): Promise<PromotionPage> {
    const answer = await (await this.promotions()).list(query);
    if (!answer.ok) throw answer.error;
    return { items: answer.value.items, total: answer.value.total };
  }
}
