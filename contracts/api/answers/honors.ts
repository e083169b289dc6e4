import * as v from 'valibot';
import type { Honor } from '../../../src/domain/honor/honor';

/** The honour answers of spec 2 section 7 as the app reads them; fields it does not read pass. */
const id = v.pipe(v.union([v.number(), v.string()]), v.transform(Number));
const key = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');

/** An honour on the wire: photo keys one to three, and `photo`, their display URLs in order. */
export const HonorSchema = v.pipe(
  v.looseObject({
    id,
    honorId: v.optional(id),
    title: v.string(),
    status: id,
    photoOne: key,
    photoTwo: key,
    photoThree: key,
    photo: v.optional(v.nullable(v.array(v.string())), []),
  }),
  v.transform((h): Honor => {
    const keys = [h.photoOne, h.photoTwo, h.photoThree].filter((k) => k !== '');
    const urls = h.photo ?? [];
    return { id: h.id, honorId: h.honorId ?? h.id, title: h.title, status: h.status, photos: keys.map((k, i) => ({ key: k, url: urls[i] || k })) };
  }),
);

export const HonorListSchema = v.pipe(
  v.looseObject({ items: v.array(HonorSchema), total: v.optional(id) }),
  v.transform((d) => d.items),
);
