import * as v from 'valibot';
import { ApiClient } from './api-client';
import type { AppealForm, AppealGateway } from '../../application/ports/appeal-gateway';
import { APPEAL_LIST_TYPE } from '../../domain/appeal/appeal-entry';
import { err, ok } from '../../domain/common/result';
import { BusinessError } from '../../application/errors';
import { appeals } from '../../../contracts/api/appeals';
import { AppealBody } from '../../../contracts/api/wire/appeals';

/** Order appeals: the form is sent URL-encoded; evidence images go to update-pic first. */
export class HttpAppealGateway implements AppealGateway {
  constructor(private readonly api: ApiClient) {}

  file(orderId: number, form: AppealForm) {
    return this.api.call(appeals.file, { params: { orderId }, body: v.parse(AppealBody, form) }, { form: true });
  }

  async uploadEvidence(file: Blob, fileName: string) {
    const body = new FormData();
    body.append('file', file, fileName);
    const answer = await this.api.call(appeals.uploadEvidence, { body });
    return answer.ok ? ok(answer.value.save_path) : answer;
  }

  list(offset: number, limit: number) {
    return this.api.call(appeals.list, { query: { dataType: APPEAL_LIST_TYPE, limit, offset } });
  }

  /** The bearer token travels in the Authorization header (ApiClient), never in the URL. */
  async evidence(file: string, signal?: AbortSignal) {
    const answer = await this.api.call(appeals.evidence, { query: { file } }, { responseType: 'blob', signal });
    if (!answer.ok) return answer;
    return answer.value instanceof Blob ? ok(answer.value) : err(new BusinessError(0, 'not an image'));
  }
}
