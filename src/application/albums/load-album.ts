import { readContent } from '../content/read-content';
import type { Album } from '../../domain/album/album';

/** One album, fresh from the server, with its photos (none when the server sends none). */
export const LoadAlbum = readContent(
  'albums',
  (albums, id: number) => albums.detail(id),
  (album): Album => ({ ...album, album_photos: album.album_photos ?? [] }),
);
export type LoadAlbum = InstanceType<typeof LoadAlbum>;
