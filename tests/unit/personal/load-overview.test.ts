import { describe, expect, it } from 'vitest';
import { LoadOverview } from '../../../src/application/personal/load-overview';
import { BusinessError } from '../../../src/application/errors';
import type { UserIndex } from '../../../src/application/ports/user-gateway';
import { type Result, err, ok } from '../../../src/domain/common/result';
import type { GalleryStats } from '../../../src/domain/album/album';
import type { AreaGateway } from '../../../src/application/ports/content-gateway';
import { galleryOverview } from '../../../src/domain/personal/overview';
import { InMemoryAlbumGateway } from '../../fakes/in-memory-album-gateway';
import { sessionAs } from '../../fakes/order-fixtures';
import { loaded } from '../../fakes/loaded';

const stats = { total: 8, pass: 5, notpass: 1 };

function albumsAnswering(answer: Result<GalleryStats, BusinessError>) {
  const gateway: AreaGateway<'albums'> = new InMemoryAlbumGateway();
  const lookup = gateway.lookup.bind(gateway);
  gateway.lookup = (async (name: 'tags' | 'galleryStats') => (name === 'galleryStats' ? answer : lookup(name))) as typeof gateway.lookup;
  return gateway;
}

describe('the personal overview (orderData)', () => {
  it("gives the gallery's figures and the signed contracts of the user index", async () => {
    const session = sessionAs('NormalAccount');
    session.userIndexLoaded({ contract_count: 7 } as UserIndex);
    const overview = await new LoadOverview(loaded(albumsAnswering(ok(stats))), session).execute();
    expect(overview).toEqual({ gallery: galleryOverview(stats), contracts: 7 });
  });

  it('counts no contracts before the index loads or when it holds no number', async () => {
    const before = await new LoadOverview(loaded(albumsAnswering(ok(stats))), sessionAs('NormalAccount')).execute();
    expect(before.contracts).toBe(0);
    const session = sessionAs('GroupAccount');
    session.userIndexLoaded({ contract_count: 'many' } as unknown as UserIndex);
    expect((await new LoadOverview(loaded(albumsAnswering(ok(stats))), session).execute()).contracts).toBe(0);
  });

  it('shows a sub-account no order overview', async () => {
    const session = sessionAs('SubAccount', { order: 2 });
    session.userIndexLoaded({ contract_count: 7 } as UserIndex);
    const overview = await new LoadOverview(loaded(albumsAnswering(ok(stats))), session).execute();
    expect(overview.contracts).toBeNull();
    expect(overview.gallery).toEqual(galleryOverview(stats));
  });

  it('fails on a refused gallery count', async () => {
    const refusal = new BusinessError(20001, 'refused');
    await expect(new LoadOverview(loaded(albumsAnswering(err(refusal))), sessionAs('NormalAccount')).execute()).rejects.toBe(refusal);
  });
});
