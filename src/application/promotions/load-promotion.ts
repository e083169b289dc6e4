import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { PromotionGateway } from '../ports/promotion-gateway';
import type { Promotion } from '../../domain/promotion/promotion';

@injectable()
export class LoadPromotion {
  constructor(@inject(TOKENS.PromotionGateway) private readonly promotions: PromotionGateway) {}

  async execute(id: number): Promise<Promotion> {
    const answer = await this.promotions.detail(id);
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
