import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import type { GroupCompany, GroupCompanyGateway } from '../../application/ports/group-company-gateway';
import { listOf, num } from '../../../contracts/api/answer-shapes';

const CompanySchema = v.object({ id: num, name: v.string(), abbr: v.optional(v.string()) });

/** The list itself or data.items (the path is the spec's assumed one); entries are checked. */
export const ChildrenSchema = v.pipe(
  v.union([v.array(CompanySchema), v.pipe(v.custom((x) => !Array.isArray(x)), v.object({ items: listOf(CompanySchema) }))]),
  v.transform((data): GroupCompany[] => (Array.isArray(data) ? data : data.items)),
);

export class HttpGroupCompanyGateway implements GroupCompanyGateway {
  constructor(private readonly api: ApiClient) {}

  children() {
    return this.api.get<unknown>('/companies/group-children').then(checked(this.api, ChildrenSchema, 'GET /companies/group-children'));
  }
}
