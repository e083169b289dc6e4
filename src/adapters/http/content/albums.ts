import * as v from 'valibot';
import type { ContentResource } from '../http-content-gateway';
import type { AlbumListQuery, ContentAreas } from '../../../application/ports/content-gateway';
import { DELETE_REFUSED_STATUS } from '../../../application/albums/delete-album';
import { ALBUM_PAGE_SIZE, ALBUM_THUMBNAIL_WIDTH } from '../../../domain/album/album';
import { AlbumBody } from '../../../../contracts/api/wire/albums';
import { AlbumPageSchema, CreatedSchema, GalleryStatsSchema, AlbumSchema, TagsSchema } from '../../../../contracts/api/answers/albums';

const listQuery = (q: AlbumListQuery) => ({
  page_num: q.page,
  page_size: ALBUM_PAGE_SIZE,
  thumbnailWidth: ALBUM_THUMBNAIL_WIDTH,
  search: q.search?.trim() || undefined,
  status: q.status,
});

/**
 * Albums (spec 2 section 7): a sub-account lists /v2/albums, main and group accounts their
 * company's. List failures are only logged, and saves branch on every code (20022 and data.title
 * / data.images), so those calls show no generic toast; a refused delete (HTTP 405) shows the
 * server's msg.
 */
export const resource: ContentResource<ContentAreas['albums']> = {
  path: '/albums',
  list: {
    path: (q) => (q.companyId === undefined ? '/albums' : `/albums/companies/${q.companyId}`),
    query: listQuery,
    answer: AlbumPageSchema,
    handledCodes: 'all',
  },
  detail: { query: { thumbnailWidth: ALBUM_THUMBNAIL_WIDTH }, answer: AlbumSchema },
  body: (payload) => v.parse(AlbumBody, payload),
  saveCodes: 'all',
  created: CreatedSchema,
  removeCodes: [DELETE_REFUSED_STATUS],
  lookups: {
    tags: { path: '/props/albumtags', answer: TagsSchema },
    galleryStats: { path: '/albums/gallery-info', answer: GalleryStatsSchema, handledCodes: 'all' },
  },
};
