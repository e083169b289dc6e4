import * as v from 'valibot';
import { ALBUM_TAGS } from '../fixtures/albums';
import { int, optionalInt, guarded, text, within } from '../mount';
import type { albumListQuery } from '../../contracts/api/albums';
import { AlbumBody, AlbumImageBody } from '../../contracts/api/wire/albums';
import { MAX_IMAGES } from '../../src/domain/album/album-images';

/**
 * The mock's reading of the albums area's declared bodies (contracts/api/albums.ts) (spec 2 sections 5 and 9). Types, ceilings and tag ids are
 * checked here (a 400 envelope); the business rules the UI shows (the title's rules, at least 5
 * images) stay in the handler, which answers them with 20400 and data.title / data.images.
 */
type TagGroup = keyof typeof ALBUM_TAGS;
const ids = (group: TagGroup) => ALBUM_TAGS[group].map((t) => t.id);
const ALL_TAGS = Object.keys(ALBUM_TAGS).flatMap((g) => ids(g as TagGroup));

/** A tag id of one group, as a number or digits; null and absent mean none. */
const tag = (group: TagGroup | 'any') => {
  const allowed = group === 'any' ? ALL_TAGS : ids(group);
  return v.optional(v.nullable(v.pipe(int(), v.check((id) => allowed.includes(id), '标签不存在'))), null);
};

export const ALBUM_LIMITS = { url: 300 } as const;

/** An image: the wire's (the form's description), with a stored key's ceiling and known tag ids. */
const image = v.object({
  ...AlbumImageBody.entries,
  url: text(ALBUM_LIMITS.url, 1),
  intro: v.optional(v.nullable(guarded(AlbumImageBody.entries.intro)), ''),
  part_tag: tag('jb'),
  space_tag: tag('kj'),
  rank: optionalInt(),
});

/**
 * The wire body with the mock's own facts: known tag ids, images as above, and the title's type
 * and ceiling only, since the handler answers the form's title rules with 20400.
 */
export const albumBody = v.object({
  ...AlbumBody.entries,
  title: within(AlbumBody.entries.title),
  house_model: tag('hx'),
  style: tag('fg'),
  house_size: tag('mj'),
  budget: tag('zj'),
  intro: v.optional(v.nullable(guarded(AlbumBody.entries.intro)), ''),
  cover: v.optional(v.pipe(int(), v.minValue(1), v.maxValue(MAX_IMAGES)), 1),
  images: v.pipe(v.array(image), v.maxLength(MAX_IMAGES)),
  tags: v.optional(v.pipe(v.array(v.pipe(int(), v.check((id) => ALL_TAGS.includes(id), '标签不存在'))), v.maxLength(10))),
});
export type AlbumRequest = v.InferOutput<typeof albumBody>;

export type AlbumListQuery = v.InferOutput<typeof albumListQuery>;
