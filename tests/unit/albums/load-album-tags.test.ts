import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { LoadAlbumTags } from '../../../src/application/albums/load-album-tags';
import { contentGateway } from '../../../src/application/tokens';
import { ok } from '../../../src/domain/common/result';
import { InMemoryAlbumGateway } from '../../fakes/in-memory-album-gateway';
import { loaded } from '../../fakes/loaded';

// Built by the container, as the album form gets it.
const loader = (gateway: InMemoryAlbumGateway) => {
  const container = new Container({ autobind: true });
  container.bind(contentGateway('albums')).toConstantValue(loaded(gateway));
  return container.get(LoadAlbumTags);
};

describe('LoadAlbumTags (GET /v2/props/albumtags)', () => {
  it('asks for the tags and answers the six groups', async () => {
    const gateway = new InMemoryAlbumGateway();
    expect(await loader(gateway).execute()).toEqual({ fg: [], hx: [{ id: 201, name: '一居' }], jb: [], kj: [], mj: [], zj: [] });
    expect(gateway.calls).toEqual([{ method: 'tags', args: [] }]);
  });

  it('gives a group the server leaves out no tags', async () => {
    const gateway = new InMemoryAlbumGateway();
    gateway.lookup = (async () => ok({ hx: [{ id: 201, name: '一居' }] })) as InMemoryAlbumGateway['lookup'];
    expect(await loader(gateway).execute()).toEqual({ fg: [], hx: [{ id: 201, name: '一居' }], jb: [], kj: [], mj: [], zj: [] });
  });
});
