import { describe, expect, it } from 'vitest';
import { Container } from 'inversify';
import { LoadAlbum } from '../../../src/application/albums/load-album';
import { contentGateway } from '../../../src/application/tokens';
import type { Album } from '../../../src/domain/album/album';
import { InMemoryAlbumGateway } from '../../fakes/in-memory-album-gateway';
import { loaded } from '../../fakes/loaded';

// Built by the container, as the details screen gets it.
const loader = (gateway: InMemoryAlbumGateway) => {
  const container = new Container({ autobind: true });
  container.bind(contentGateway('albums')).toConstantValue(loaded(gateway));
  return container.get(LoadAlbum);
};

const album = (id: number, photos?: Album['album_photos']): Album =>
  ({ album_id: id, album_name: `组图${id}`, album_status: 3, album_photos: photos }) as Album;

describe('LoadAlbum', () => {
  it('answers the album with its photos, and with none when the server sends none', async () => {
    const photo = { photo_id: 1, url: 'album/1.jpg' } as Album['album_photos'][number];
    const gateway = new InMemoryAlbumGateway();
    gateway.albums = [album(105, [photo]), album(106)];
    const load = loader(gateway);
    expect(await load.execute(105)).toMatchObject({ album_id: 105, album_name: '组图105', album_photos: [photo] });
    expect(await load.execute(106)).toMatchObject({ album_id: 106, album_name: '组图106', album_photos: [] });
    expect(gateway.calls).toEqual([{ method: 'detail', args: [105] }, { method: 'detail', args: [106] }]);
  });
});
