import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { AlbumGateway } from '../ports/album-gateway';
import type { Album } from '../../domain/album/album';
import type { Load } from '../ports/load';

@injectable()
export class LoadAlbum {
  constructor(@inject(TOKENS.AlbumGateway) private readonly albums: Load<AlbumGateway>) {}

  async execute(id: number): Promise<Album> {
    const answer = await (await this.albums()).detail(id);
    if (!answer.ok) throw answer.error;
    return { ...answer.value, album_photos: answer.value.album_photos ?? [] };
  }
}
