import * as v from 'valibot';
import type { ContentResource } from '../http-content-gateway';
import type { ContentAreas } from '../../../application/ports/content-gateway';
import type { Honor } from '../../../domain/honor/honor';
import { AUDIT_FAILED_CODE } from '../../../domain/common/business-codes';
import { HonorBody } from '../../../../contracts/api/wire/honors';

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
  v.looseObject({ items: v.array(HonorSchema) }),
  v.transform((d) => d.items),
);

/**
 * Honour certificates (spec 2 section 7). The same list path also serves licence records
 * with type=BussinessLicense; this resource never sends a type, so it only gets honours.
 * 20022 on a save is silent; other refusals show the server's msg through the request layer.
 */
export const resource: ContentResource<ContentAreas['honors']> = {
  path: '/account/honors',
  list: { query: (status) => ({ status }), answer: HonorListSchema },
  detail: { answer: HonorSchema },
  body: (payload) => v.parse(HonorBody, payload),
  saveCodes: [AUDIT_FAILED_CODE],
  lookups: {},
};
