import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { BannerGateway } from '../ports/banner-gateway';
import type { BannerList, BannerTarget, Placement } from '../../domain/banner/banner';
import type { Load } from '../ports/load';

/** One placement's banners; failures are thrown (the tab shows its empty state). */
@injectable()
export class LoadBanners {
  constructor(@inject(TOKENS.BannerGateway) private readonly banners: Load<BannerGateway>) {}

  async execute(placement: Placement): Promise<BannerList> {
    const answer = await (await this.banners()).list(placement);
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}

/** The jump-target options of the banner form. */
@injectable()
export class LoadBannerTargets {
  constructor(@inject(TOKENS.BannerGateway) private readonly banners: Load<BannerGateway>) {}

  async execute(): Promise<BannerTarget[]> {
    const answer = await (await this.banners()).targets();
    if (!answer.ok) throw answer.error;
    return answer.value;
  }
}
