import type { AlbumListQuery, AreaGateway } from '../../src/application/ports/content-gateway';
import { BusinessError } from '../../src/application/errors';
import { type Result, err, ok } from '../../src/domain/common/result';
import type { Album, AlbumPayload, AlbumTags, GalleryStats } from '../../src/domain/album/album';

type Answer<T> = Promise<Result<T, BusinessError>>;

/** Records every call in order; `answers` can replace the next reply of a method with a failure. */
export class InMemoryAlbumGateway implements AreaGateway<'albums'> {
  readonly calls: { method: string; args: unknown[] }[] = [];
  albums: Album[] = [];
  failures: Partial<Record<'create' | 'update' | 'remove', BusinessError>> = {};
  nextId = 900;

  private record(method: string, ...args: unknown[]) {
    this.calls.push({ method, args });
  }

  async list(query: AlbumListQuery): Answer<{ items: Album[]; total: number }> {
    this.record('list', query);
    return ok({ items: this.albums, total: this.albums.length });
  }
  async detail(id: number): Answer<Album> {
    this.record('detail', id);
    const album = this.albums.find((a) => a.album_id === id);
    return album ? ok(album) : err(new BusinessError(20404, '组图不存在'));
  }
  async create(payload: AlbumPayload): Answer<{ album_id: number }> {
    this.record('create', payload);
    return this.failures.create ? err(this.failures.create) : ok({ album_id: this.nextId++ });
  }
  async update(id: number, payload: AlbumPayload): Answer<unknown> {
    this.record('update', id, payload);
    return this.failures.update ? err(this.failures.update) : ok(null);
  }
  async remove(id: number): Answer<unknown> {
    this.record('remove', id);
    return this.failures.remove ? err(this.failures.remove) : ok(null);
  }
  async lookup<K extends 'tags' | 'galleryStats'>(name: K): Answer<{ tags: AlbumTags; galleryStats: GalleryStats }[K]> {
    this.record(name);
    const lookups = { tags: { fg: [], hx: [{ id: 201, name: '一居' }], jb: [], kj: [], mj: [], zj: [] }, galleryStats: { total: 0, pass: 0, notpass: 0 } };
    return ok(lookups[name]);
  }
}
