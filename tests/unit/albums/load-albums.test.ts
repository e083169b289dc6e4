import { describe, expect, it } from 'vitest';
import { LoadAlbums } from '../../../src/application/albums/load-albums';
import { BusinessError } from '../../../src/application/errors';
import { err } from '../../../src/domain/common/result';
import type { ContentActor } from '../../../src/domain/content/actor';
import { InMemoryAlbumGateway } from '../../fakes/in-memory-album-gateway';
import { ACTORS, actorFor } from '../../fakes/content-actors';
import { loaded } from '../../fakes/loaded';

const setup = (actor: ContentActor) => {
  const albums = new InMemoryAlbumGateway();
  return { albums, load: new LoadAlbums(loaded(albums), actorFor(actor)) };
};

describe('LoadAlbums (spec 2: GET /v2/albums or /v2/albums/companies/{companyId})', () => {
  it("lists a main or group account's company albums, with the query as given", async () => {
    for (const actor of [ACTORS.merchant, ACTORS.group]) {
      const { albums, load } = setup(actor);
      expect(await load.execute({ page: 2, status: 3, search: '三居' })).toEqual({ items: [], total: 0 });
      expect(albums.calls).toEqual([{ method: 'list', args: [{ page: 2, status: 3, search: '三居', companyId: actor.companyId }] }]);
    }
  });

  it("lists a sub-account's own albums, without a company id", async () => {
    const { albums, load } = setup(ACTORS.designer);
    await load.execute({ page: 1 });
    expect(albums.calls).toEqual([{ method: 'list', args: [{ page: 1, companyId: undefined }] }]);
  });

  it('throws a refusal so the list can show its failed state', async () => {
    const { albums, load } = setup(ACTORS.merchant);
    const refusal = new BusinessError(500, '服务器错误');
    albums.list = async () => err(refusal);
    await expect(load.execute({ page: 1 })).rejects.toBe(refusal);
  });
});
