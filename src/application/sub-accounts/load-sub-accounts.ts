import { TOKENS } from '../tokens';
import { readPort } from '../read-port';
import { SUB_ACCOUNT_PAGE_SIZE } from '../../domain/sub-account/sub-account';

/** One page of 10 sub-accounts, optionally searched by name or phone. Failures are thrown. */
export const LoadSubAccounts = readPort(TOKENS.SubAccountAdminGateway, (gateway, offset: number, search: string) => {
  const term = search.trim();
  return gateway.page({ offset, limit: SUB_ACCOUNT_PAGE_SIZE, ...(term ? { search: term } : {}) });
});
export type LoadSubAccounts = InstanceType<typeof LoadSubAccounts>;
