import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type { AlbumGateway, AlbumListQuery } from '../../application/ports/album-gateway';
import { DELETE_REFUSED_STATUS } from '../../application/albums/delete-album';
import {
  ALBUM_PAGE_SIZE,
  ALBUM_THUMBNAIL_WIDTH,
  type Album,
  type AlbumPage,
  type AlbumPayload,
  type AlbumTags,
  type GalleryStats,
} from '../../domain/album/album';

const listQuery = (q: AlbumListQuery) => ({
  page_num: q.page,
  page_size: ALBUM_PAGE_SIZE,
  thumbnailWidth: ALBUM_THUMBNAIL_WIDTH,
  search: q.search?.trim() || undefined,
  status: q.status,
});

/**
 * Albums (spec 2 section 7). List failures are only logged, and saves branch on every
 * code (20022 and data.title / data.images), so those calls show no generic toast.
 */
@injectable()
export class HttpAlbumGateway implements AlbumGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  listOwn(query: AlbumListQuery) {
    return this.api.get<AlbumPage>('/albums', { query: listQuery(query), handledCodes: 'all' }).then(toResult);
  }

  listCompany(companyId: number, query: AlbumListQuery) {
    return this.api
      .get<AlbumPage>(`/albums/companies/${companyId}`, { query: listQuery(query), handledCodes: 'all' })
      .then(toResult);
  }

  detail(id: number) {
    return this.api.get<Album>(`/albums/${id}`, { query: { thumbnailWidth: ALBUM_THUMBNAIL_WIDTH } }).then(toResult);
  }

  create(payload: AlbumPayload) {
    return this.api.post<{ album_id: number }>('/albums', payload, { handledCodes: 'all' }).then(toResult);
  }

  update(id: number, payload: AlbumPayload) {
    return this.api.put<unknown>(`/albums/${id}`, payload, { handledCodes: 'all' }).then(toResult);
  }

  remove(id: number) {
    return this.api.delete<unknown>(`/albums/${id}`, undefined, { handledCodes: [DELETE_REFUSED_STATUS] }).then(toResult);
  }

  async tags() {
    const answer = toResult(await this.api.get<{ tags: AlbumTags }>('/props/albumtags'));
    return answer.ok ? { ok: true as const, value: answer.value?.tags } : answer;
  }

  galleryStats() {
    return this.api.get<GalleryStats>('/albums/gallery-info', { handledCodes: 'all' }).then(toResult);
  }
}
