import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import { toResult } from './envelope';
import type { LicenceGateway } from '../../application/ports/licence-gateway';
import { type BusinessInfoSave, RECENT_RECORDS } from '../../domain/company/business-info';
import { LicenceBody } from '../../../contracts/api/wire/company';

const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((s) => (s == null ? '' : String(s)))), '');

const RecordSchema = v.looseObject({
  timestamp: text,
  status: v.pipe(v.union([v.number(), v.string()]), v.transform(Number)),
  title: text,
  creditCode: text,
  content: text,
  thumbnailPhoto: text,
});

/** The records list: data.items (honours' list shape) or the list itself. */
export const RecordsSchema = v.pipe(
  v.union([v.array(RecordSchema), v.looseObject({ items: v.optional(v.nullable(v.array(RecordSchema))) })]),
  v.transform((d) => (Array.isArray(d) ? d : (d.items ?? []))),
);

export class HttpLicenceGateway implements LicenceGateway {
  constructor(private readonly api: ApiClient) {}

  update(info: BusinessInfoSave) {
    // Every refusal here (20407 ...) is shown as the server's message by the request layer.
    return this.api.put<unknown>('/account/license', v.parse(LicenceBody, info)).then(toResult);
  }

  recentRecords() {
    return this.api
      .get<unknown>('/account/honors', { query: { type: 'BussinessLicense', ...RECENT_RECORDS } })
      .then(checked(this.api, RecordsSchema, 'GET /account/honors?type=BussinessLicense'));
  }
}
