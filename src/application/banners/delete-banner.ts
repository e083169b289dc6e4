import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { BannerGateway } from '../ports/banner-gateway';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/shared/result';
import { bannerDeleteBlocker } from '../../domain/banner/banner-permissions';
import type { Load } from '../ports/load';

@injectable()
export class DeleteBanner {
  constructor(
    @inject(TOKENS.BannerGateway) private readonly banners: Load<BannerGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  /** Checked before asking: a sub-account without banner level 2 gets 暂无该权限 at once. */
  check(banner: { status: number }): string | null {
    return bannerDeleteBlocker(this.actor.get(), banner.status);
  }

  async execute(banner: { bannerId: number; status: number }): Promise<Result<true, string>> {
    const blocked = this.check(banner);
    if (blocked) return err(blocked);
    const answer = await (await this.banners()).remove(banner.bannerId);
    // A server refusal has already been shown by the request layer.
    return answer.ok ? ok(true) : err('');
  }
}
