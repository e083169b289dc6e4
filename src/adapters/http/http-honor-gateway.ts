import * as v from 'valibot';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import type { HonorGateway } from '../../application/ports/honor-gateway';
import type { Honor, HonorPayload } from '../../domain/honor/honor';
import { AUDIT_FAILED_CODE } from '../../domain/common/business-codes';
import { HonorBody } from './wire/honors';

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
 * with type=BussinessLicense; this gateway never sends a type, so it only gets honours.
 * 20022 on a save is silent; other refusals show the server's msg through the request layer.
 */
export class HttpHonorGateway implements HonorGateway {
  constructor(private readonly api: ApiClient) {}

  list(status?: number) {
    return this.api.get<unknown>('/account/honors', { query: { status } }).then(checked(this.api, HonorListSchema, 'GET /account/honors'));
  }

  detail(honorId: number) {
    return this.api.get<unknown>(`/account/honors/${honorId}`).then(checked(this.api, HonorSchema, 'GET /account/honors/:id'));
  }

  create(payload: HonorPayload) {
    return this.api.post<unknown>('/account/honors', v.parse(HonorBody, payload), { handledCodes: [AUDIT_FAILED_CODE] }).then(toResult);
  }

  update(honorId: number, payload: HonorPayload) {
    return this.api.put<unknown>(`/account/honors/${honorId}`, v.parse(HonorBody, payload), { handledCodes: [AUDIT_FAILED_CODE] }).then(toResult);
  }

  remove(honorId: number) {
    return this.api.delete<unknown>(`/account/honors/${honorId}`).then(toResult);
  }
}
