import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { PromotionGateway } from '../ports/promotion-gateway';
import type { Promotion } from '../../domain/promotion/promotion';
import type { Load } from '../ports/load';

@injectable()
export class LoadPromotion {
  constructor(@inject(TOKENS.PromotionGateway) private readonly promotions: Load<PromotionGateway>) {}

  async execute(id: number): Promise<Promotion> {
    const answer = await (await this.promotions()).detail(id);
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
