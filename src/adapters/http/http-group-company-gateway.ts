import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type { GroupCompany, GroupCompanyGateway } from '../../application/ports/group-company-gateway';
import { ok } from '../../domain/shared/result';

/** The path is the spec's assumed one; the answer is the list itself (or data.items). */
@injectable()
export class HttpGroupCompanyGateway implements GroupCompanyGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async children() {
    const answer = toResult(await this.api.get<GroupCompany[] | { items?: GroupCompany[] }>('/companies/group-children'));
    if (!answer.ok) return answer;
    const data = answer.value;
    return ok(Array.isArray(data) ? data : (data?.items ?? []));
  }
}
