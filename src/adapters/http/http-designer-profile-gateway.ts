import * as v from 'valibot';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import type { DesignerProfileGateway } from '../../application/ports/designer-profile-gateway';
import type { DesignerProfile } from '../../domain/sub-account/designer-profile';
import { DesignerBody } from '../../../contracts/api/wire/sub-account';

const id = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d+$/))]), v.transform(Number));
/** An optional id: absent, null, 0 or '' mean "not chosen". */
const optionalId = v.pipe(
  v.optional(v.nullable(v.union([v.number(), v.string()])), null),
  v.transform((x) => (x === null || x === '' || Number(x) === 0 || !Number.isFinite(Number(x)) ? null : Number(x))),
);
const text = v.optional(v.pipe(v.nullable(v.string()), v.transform((s) => s ?? '')), '');

export const ProfileSchema = v.object({
  id,
  fg_list: v.pipe(v.optional(v.nullable(v.array(id)), []), v.transform((ids) => ids ?? [])),
  location_id: optionalId,
  school: text,
  slogan: text,
  type: optionalId,
  work_years: optionalId,
  intro: text,
});

const options = v.array(v.object({ id, name: v.string() }));
export const AttrsSchema = v.object({ fg_list: options, type: options, work_years: options });

/** The designer profile of a sub-account and the attribute lists of its form. */
export class HttpDesignerProfileGateway implements DesignerProfileGateway {
  constructor(private readonly api: ApiClient) {}

  load(designerId: number) {
    return this.api.get<unknown>(`/users/sub-designer/${designerId}`).then(checked(this.api, ProfileSchema, 'GET /users/sub-designer/{id}'));
  }

  save(profile: DesignerProfile) {
    const { id: designerId, ...body } = profile;
    return this.api.put<unknown>(`/users/sub-designer/${designerId}`, v.parse(DesignerBody, body), { handledCodes: 'all' }).then(toResult);
  }

  attrs() {
    return this.api.get<unknown>('/props/designer-attr').then(checked(this.api, AttrsSchema, 'GET /props/designer-attr'));
  }
}
