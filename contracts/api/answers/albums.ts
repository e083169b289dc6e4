import * as v from 'valibot';
import type { AlbumTags } from '../../../src/domain/album/album';
import { listOf, nullableNum, num, optionalNum, reviewStatus, text, timestamp } from '../answer-shapes';

/** The album answers of spec 2 section 7 as HttpAlbumGateway checks them. */
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
