import * as v from 'valibot';
import { AlbumForm, ImageIntro } from '../../../src/domain/album/album-form';
import { MAX_IMAGES } from '../../../src/domain/album/album-images';

/** One image of an album: its stored key, the form's image description, its tags and its place. */
export const AlbumImageBody = v.object({
  url: v.string(),
  intro: ImageIntro,
  part_tag: v.nullable(v.number()),
  space_tag: v.nullable(v.number()),
  rank: v.number(),
});

/**
 * POST /v2/albums and PUT /v2/albums/{id}: the album form's title and intro (their limits,
 * pattern and messages), the tags as ids (`house_model`, `style`, `house_size`, `budget`, null for
 * none), the images and the cover's rank; `tags` only when editing. The form's names become these
 * in `buildAlbumPayload` (application/albums/album-submission.ts). The gateway sends what this
 * schema outputs; the mock reads its rules and adds its own facts (known tag ids, stored keys).
 */
export const AlbumBody = v.object({
  cover: v.number(),
  title: AlbumForm.entries.title,
  house_model: v.number(),
  style: v.nullable(v.number()),
  house_size: v.nullable(v.number()),
  budget: v.nullable(v.number()),
  intro: AlbumForm.entries.intro,
  images: v.pipe(v.array(AlbumImageBody), v.maxLength(MAX_IMAGES)),
  tags: v.optional(v.array(v.number())),
});
export type AlbumBody = v.InferOutput<typeof AlbumBody>;
