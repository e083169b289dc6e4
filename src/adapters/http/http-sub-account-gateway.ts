import * as v from 'valibot';
import { ApiClient } from './api-client';
import type { SubAccountGateway } from '../../application/ports/sub-account-gateway';
import type { SubAccountAdminGateway, SubAccountListQuery } from '../../application/ports/sub-account-admin-gateway';
import type { SubAccountPayload } from '../../domain/sub-account/sub-account-form';
import { ok } from '../../domain/common/result';
import { CreateBody, UpdateBody } from '../../../contracts/api/wire/sub-account';
import { subAccounts } from '../../../contracts/api/sub-accounts';

const SAVE_OPTIONS = { handledCodes: 'all', ownsFailures: 'transport' } as const;

/**
 * GET /v2/users/sub-account and the rest of the sub-account API. Every answer is checked: the
 * orders' designer list (SubAccountGateway) reads data.items, or data itself as a list; the
 * personal centre's calls (SubAccountAdminGateway) read pages, one account and the catalogue.
 * Writes hand business codes back to the caller.
 */
export class HttpSubAccountGateway implements SubAccountGateway, SubAccountAdminGateway {
  constructor(private readonly api: ApiClient) {}

  list(offset: number, limit: number) {
    const query = { offset, limit, permission_list: 'order' as const };
    return this.api.call(subAccounts.list, { query }, { variant: 'permission_list=order' });
  }

  page(query: SubAccountListQuery) {
    return this.api.call(subAccounts.list, { query: { ...query } });
  }

  one(accountId: number) {
    return this.api.call(subAccounts.one, { params: { id: accountId } });
  }

  async permissions() {
    const result = await this.api.call(subAccounts.permissions, {});
    return result.ok ? ok(result.value.permisson_list) : result;
  }

  // A save that gets no answer is told by the form (提交失败), once: not by the request layer too.
  create(payload: SubAccountPayload) {
    return this.api.call(subAccounts.create, { body: v.parse(CreateBody, payload) }, SAVE_OPTIONS);
  }

  update(accountId: number, payload: SubAccountPayload) {
    return this.api.call(subAccounts.update, { params: { id: accountId }, body: v.parse(UpdateBody, payload) }, SAVE_OPTIONS);
  }

  unbind(accountId: number) {
    return this.api.call(subAccounts.unbind, { params: { id: accountId } }, { handledCodes: 'all' });
  }
}
