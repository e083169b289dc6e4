import { inject, injectable } from 'inversify';
import { TOKENS, contentGateway } from '../tokens';
import type { AreaGateway } from '../ports/content-gateway';
import type { SessionModel } from '../session/session.model';
import { type GalleryOverview, galleryOverview } from '../../domain/personal/overview';
import type { Load } from '../ports/load';

export interface Overview {
  gallery: GalleryOverview;
  /** Signed contracts from the user index; null for sub-accounts, who see no order overview. */
  contracts: number | null;
}

/** orderData: the gallery overview for everyone, the order overview for non-sub accounts. */
@injectable()
export class LoadOverview {
  constructor(
    @inject(contentGateway('albums')) private readonly albums: Load<AreaGateway<'albums'>>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  async execute(): Promise<Overview> {
    const stats = await (await this.albums()).lookup('galleryStats');
    // A refusal (told by the request layer) fails the overview: the screen says so, with 重试.
    if (!stats.ok) throw stats.error;
    const gallery = galleryOverview(stats.value);
    const sub = this.session.$accountRole.getState() === 'SubAccount';
    const contracts = Number(this.session.$userIndex.getState()?.contract_count ?? 0);
    return { gallery, contracts: sub ? null : Number.isFinite(contracts) ? contracts : 0 };
  }
}
