import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type { SubAccountGateway } from '../../application/ports/sub-account-gateway';
import type { SubAccount } from '../../domain/order/order';
import { ok } from '../../domain/shared/result';

/** GET /v2/users/sub-account: the list answers data.items (data itself as a list is accepted too). */
@injectable()
export class HttpSubAccountGateway implements SubAccountGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async list(offset: number, limit: number) {
    const query = { offset, limit, permission_list: 'order' };
    const answer = toResult(await this.api.get<{ items?: SubAccount[] } | SubAccount[]>('/users/sub-account', { query }));
    if (!answer.ok) return answer;
    const data = answer.value;
    return ok(Array.isArray(data) ? data : (data?.items ?? []));
  }
}
