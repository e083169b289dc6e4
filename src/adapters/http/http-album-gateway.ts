import * as v from 'valibot';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import { AlbumPageSchema, AlbumSchema, CreatedSchema, GalleryStatsSchema, TagsSchema } from './album-answers';
import type { AlbumGateway, AlbumListQuery } from '../../application/ports/album-gateway';
import { DELETE_REFUSED_STATUS } from '../../application/albums/delete-album';
import { ALBUM_PAGE_SIZE, ALBUM_THUMBNAIL_WIDTH, type AlbumPayload } from '../../domain/album/album';
import { AlbumBody } from './wire/albums';

const listQuery = (q: AlbumListQuery) => ({
  page_num: q.page,
  page_size: ALBUM_PAGE_SIZE,
  thumbnailWidth: ALBUM_THUMBNAIL_WIDTH,
  search: q.search?.trim() || undefined,
  status: q.status,
});

/**
 * Albums (spec 2 section 7). List failures are only logged, and saves branch on every
 * code (20022 and data.title / data.images), so those calls show no generic toast. Answers are
 * checked (album-answers.ts): a wrong shape is a handled failure, never a broken card.
 */
export class HttpAlbumGateway implements AlbumGateway {
  constructor(private readonly api: ApiClient) {}

  listOwn(query: AlbumListQuery) {
    return this.api.get<unknown>('/albums', { query: listQuery(query), handledCodes: 'all' }).then(checked(this.api, AlbumPageSchema, 'GET /albums'));
  }

  listCompany(companyId: number, query: AlbumListQuery) {
    return this.api
      .get<unknown>(`/albums/companies/${companyId}`, { query: listQuery(query), handledCodes: 'all' })
      .then(checked(this.api, AlbumPageSchema, 'GET /albums/companies/{id}'));
  }

  detail(id: number) {
    const query = { thumbnailWidth: ALBUM_THUMBNAIL_WIDTH };
    return this.api.get<unknown>(`/albums/${id}`, { query }).then(checked(this.api, AlbumSchema, 'GET /albums/{id}'));
  }

  create(payload: AlbumPayload) {
    return this.api.post<unknown>('/albums', v.parse(AlbumBody, payload), { handledCodes: 'all' }).then(checked(this.api, CreatedSchema, 'POST /albums'));
  }

  update(id: number, payload: AlbumPayload) {
    return this.api.put<unknown>(`/albums/${id}`, v.parse(AlbumBody, payload), { handledCodes: 'all' }).then(toResult);
  }

  remove(id: number) {
    return this.api.delete<unknown>(`/albums/${id}`, undefined, { handledCodes: [DELETE_REFUSED_STATUS] }).then(toResult);
  }

  tags() {
    return this.api.get<unknown>('/props/albumtags').then(checked(this.api, TagsSchema, 'GET /props/albumtags'));
  }

  galleryStats() {
    return this.api.get<unknown>('/albums/gallery-info', { handledCodes: 'all' }).then(checked(this.api, GalleryStatsSchema, 'GET /albums/gallery-info'));
  }
}
