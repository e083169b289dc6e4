import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import { toResult } from './envelope';
import type { SubsidiaryGateway } from '../../application/ports/subsidiary-gateway';
import type { Subsidiary, SubsidiaryDraft } from '../../domain/company/subsidiary-form';
import { ChildBody } from '../../../contracts/api/wire/company';

const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((s) => (s == null ? '' : String(s)))), '');

/** One child company; the alias travels as abbr (the same list feeds /grouporder's dropdown). */
const ChildSchema = v.pipe(
  v.looseObject({ id: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)), name: v.string(), abbr: text, locationName: text, phone: text }),
  v.transform((c): Subsidiary => ({ id: c.id, name: c.name, alias: c.abbr, region: c.locationName, phone: c.phone })),
);

export const ChildrenSchema = v.pipe(
  v.union([v.array(ChildSchema), v.looseObject({ items: v.optional(v.nullable(v.array(ChildSchema))) })]),
  v.transform((d) => (Array.isArray(d) ? d : (d.items ?? []))),
);

export class HttpSubsidiaryGateway implements SubsidiaryGateway {
  constructor(private readonly api: ApiClient) {}

  list() {
    return this.api.get<unknown>('/companies/group-children').then(checked(this.api, ChildrenSchema, 'GET /companies/group-children'));
  }

  add(draft: SubsidiaryDraft) {
    // 20101 (phone registered) and 20102 (wrong code) are shown at their fields by the form.
    return this.api.post<unknown>('/companies/group-children', v.parse(ChildBody, draft), { handledCodes: [20101, 20102] }).then(toResult);
  }
}
