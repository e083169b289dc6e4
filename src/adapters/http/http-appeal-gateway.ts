import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import { toResult } from './envelope';
import type { AppealForm, AppealGateway } from '../../application/ports/appeal-gateway';
import { APPEAL_LIST_TYPE } from '../../domain/appeal/appeal-entry';
import { err, ok } from '../../domain/common/result';
import { BusinessError } from '../../application/errors';
import { AppealBody } from '../../../contracts/api/wire/appeals';

const num = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d+$/))]), v.transform(Number));
const text = v.optional(v.pipe(v.nullable(v.union([v.string(), v.number()])), v.transform((s) => (s === null ? '' : String(s)))), '');

/** One appeal of GET /v2/account/fin-payment-complaint (spec 2 section 3). */
const AppealSchema = v.object({
  created: text,
  status: num,
  status_desc: text,
  data_type: text,
  data_type_desc: text,
  data_id: num,
  data_name: text,
  content: text,
  photo_list: v.optional(v.pipe(v.nullable(v.array(v.string())), v.transform((l) => l ?? [])), []),
  reason: text,
});

/** update-pic's answer: where the evidence image was saved. */
export const SavedEvidenceSchema = v.object({ save_path: v.pipe(v.string(), v.minLength(1)) });

export const AppealPageSchema = v.object({
  items: v.optional(v.pipe(v.nullable(v.array(AppealSchema)), v.transform((l) => l ?? [])), []),
  total: v.optional(num, 0),
});

/** Order appeals: the form is sent URL-encoded; evidence images go to update-pic first. */
export class HttpAppealGateway implements AppealGateway {
  constructor(private readonly api: ApiClient) {}

  file(orderId: number, form: AppealForm) {
    return this.api.put(`/account/fin-payment-complaint/${orderId}`, v.parse(AppealBody, form), { form: true }).then(toResult);
  }

  async uploadEvidence(file: Blob, fileName: string) {
    const body = new FormData();
    body.append('file', file, fileName);
    const answer = checked(this.api, SavedEvidenceSchema, 'POST /account/update-pic')(await this.api.post<unknown>('/account/update-pic', body));
    return answer.ok ? ok(answer.value.save_path) : answer;
  }

  list(offset: number, limit: number) {
    const query = { dataType: APPEAL_LIST_TYPE, limit, offset };
    return this.api.get<unknown>('/account/fin-payment-complaint', { query }).then(checked(this.api, AppealPageSchema, 'GET /account/fin-payment-complaint'));
  }

  /** The bearer token travels in the Authorization header (ApiClient), never in the URL. */
  async evidence(file: string, signal?: AbortSignal) {
    const answer = toResult(await this.api.get<unknown>('/account/pic-file', { query: { file }, responseType: 'blob', signal }));
    if (!answer.ok) return answer;
    return answer.value instanceof Blob ? ok(answer.value) : err(new BusinessError(0, 'not an image'));
  }
}
