import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type { AppealForm, AppealGateway, AppealList } from '../../application/ports/appeal-gateway';
import { ok } from '../../domain/shared/result';

export const APPEAL_LIST_TYPE = 'ORDERS';

/** Order appeals: the form is sent URL-encoded; evidence images go to update-pic first. */
@injectable()
export class HttpAppealGateway implements AppealGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  file(orderId: number, form: AppealForm) {
    return this.api.put(`/account/fin-payment-complaint/${orderId}`, form, { form: true }).then(toResult);
  }

  async uploadEvidence(file: Blob, fileName: string) {
    const body = new FormData();
    body.append('file', file, fileName);
    const answer = toResult(await this.api.post<{ save_path?: string }>('/account/update-pic', body));
    return answer.ok ? ok(String(answer.value?.save_path ?? '')) : answer;
  }

  async list(offset: number, limit: number) {
    const query = { dataType: APPEAL_LIST_TYPE, limit, offset };
    const answer = toResult(await this.api.get<Partial<AppealList>>('/account/fin-payment-complaint', { query }));
    return answer.ok ? ok({ items: answer.value?.items ?? [], total: Number(answer.value?.total ?? 0) }) : answer;
  }
}
