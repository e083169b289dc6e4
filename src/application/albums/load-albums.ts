import { inject, injectable } from 'inversify';
import { contentGateway } from '../tokens';
import type { AlbumListQuery, AreaGateway } from '../ports/content-gateway';
import { CurrentActor } from '../content/current-actor';
import { pageOf } from '../content/read-content';
import type { AlbumPage } from '../../domain/album/album';
import type { Load } from '../ports/load';

/** Sub-accounts list /v2/albums, everyone else their company's albums. Failures are thrown (and only logged). */
@injectable()
export class LoadAlbums {
  constructor(
    @inject(contentGateway('albums')) private readonly albums: Load<AreaGateway<'albums'>>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  async execute(query: AlbumListQuery): Promise<AlbumPage> {
    const actor = this.actor.get();
    const companyId = actor.role === 'SubAccount' ? undefined : actor.companyId;
    const answer = await (await this.albums()).list({ ...query, companyId });
    if (!answer.ok) throw answer.error;
    return pageOf(answer.value);
  }
}
