import type { AlbumGateway, AlbumListQuery } from '../../src/application/ports/album-gateway';
import { BusinessError } from '../../src/application/errors';
import { type Result, err, ok } from '../../src/domain/common/result';
import type { Album, AlbumPayload, AlbumTags } from '../../src/domain/album/album';

type Answer<T> = Promise<Result<T, BusinessError>>;

/** Records every call in order; `answers` can replace the next reply of a method with a failure. */
export class InMemoryAlbumGateway implements AlbumGateway {
  readonly calls: { method: string; args: unknown[] }[] = [];
  albums: Album[] = [];
  failures: Partial<Record<'create' | 'update' | 'remove', BusinessError>> = {};
  nextId = 900;

  private record(method: string, ...args: unknown[]) {
    this.calls.push({ method, args });
  }

  async listOwn(query: AlbumListQuery): Answer<{ items: Album[]; total: number }> {
    this.record('listOwn', query);
    return ok({ items: this.albums, total: this.albums.length });
  }
  async listCompany(companyId: number, query: AlbumListQuery): Answer<{ items: Album[]; total: number }> {
    this.record('listCompany', companyId, query);
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
  async tags(): Answer<AlbumTags> {
    this.record('tags');
    return ok({ fg: [], hx: [{ id: 201, name: '一居' }], jb: [], kj: [], mj: [], zj: [] });
  }
  async galleryStats() {
    this.record('galleryStats');
    return ok({ total: 0, pass: 0, notpass: 0 });
  }
}
