import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AlbumGateway, AlbumListQuery } from '../ports/album-gateway';
import { CurrentActor } from '../content/current-actor';
import type { AlbumPage } from '../../domain/album/album';
import type { Load } from '../ports/load';

/** Sub-accounts list /v2/albums, everyone else their company's albums. Failures are thrown (and only logged). */
@injectable()
export class LoadAlbums {
  constructor(
    @inject(TOKENS.AlbumGateway) private readonly albums: Load<AlbumGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
  ) {}

  async execute(query: AlbumListQuery): Promise<AlbumPage> {
    const actor = this.actor.get();
    const answer =
      actor.role === 'SubAccount'
        ? await (await this.albums()).listOwn(query)
        : await (await this.albums()).listCompany(actor.companyId, query);
    if (!answer.ok) throw answer.error;
    return { items: answer.value?.items ?? [], total: Number(answer.value?.total ?? 0) };
  }
}
