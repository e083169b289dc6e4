import type { ContentResource } from '../http-content-gateway';
import type { AlbumListQuery, ContentAreas } from '../../../application/ports/content-gateway';
import { DELETE_REFUSED_STATUS } from '../../../application/albums/delete-album';
import { ALBUM_PAGE_SIZE, ALBUM_THUMBNAIL_WIDTH } from '../../../domain/album/album';
import { AlbumBody } from '../wire/albums';
import * as v from 'valibot';
import type { AlbumTags } from '../../../domain/album/album';
import { listOf, nullableNum, num, optionalNum, reviewStatus, text, timestamp } from '../answer-shapes';

/** The album answers of spec 2 section 7 as the content gateway checks them. */
const TagSchema = v.object({ id: num, name: v.string() });

const PhotoSchema = v.object({
  photo_id: num,
  url: v.string(),
  raw_url: v.string(),
  raw_url2: v.optional(v.string()),
  intro: text,
  photo_attrs: v.optional(v.array(v.nullable(TagSchema))),
  height: v.optional(num),
  width: v.optional(num),
});

export const AlbumSchema = v.object({
  album_id: num,
  album_name: v.string(),
  album_intro: v.optional(text),
  album_cover: num,
  album_status: reviewStatus,
  album_style: nullableNum,
  album_house_model: nullableNum,
  album_house_size: nullableNum,
  album_budget: nullableNum,
  album_timestamp: timestamp,
  album_user_name: v.optional(text),
  album_user_id: v.optional(num),
  album_reject: v.optional(text),
  album_photos: listOf(PhotoSchema),
  company_name: v.optional(text),
});

export const AlbumPageSchema = v.pipe(
  v.nullable(v.object({ items: listOf(AlbumSchema), total: optionalNum(0) })),
  v.transform((page) => page ?? { items: [], total: 0 }),
);

const tags = listOf(TagSchema);
/** data.tags: the six tag groups (fg, hx, jb, kj, mj, zj). */
export const TagsSchema = v.pipe(
  v.object({ tags: v.object({ fg: tags, hx: tags, jb: tags, kj: tags, mj: tags, zj: tags }) }),
  v.transform((data): AlbumTags => data.tags),
);

export const GalleryStatsSchema = v.object({ total: optionalNum(0), pass: optionalNum(0), notpass: optionalNum(0) });

export const CreatedSchema = v.pipe(
  v.nullable(v.object({ album_id: optionalNum(0) })),
  v.transform((data) => ({ album_id: data?.album_id ?? 0 })),
);

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
