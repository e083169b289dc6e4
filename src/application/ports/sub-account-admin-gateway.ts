import type { PermissionGroup, SubAccountPage, SubAccountSummary } from '../../domain/sub-account/sub-account';
import type { SubAccountPayload } from '../../domain/sub-account/sub-account-form';
import type { Answer } from './order-gateway';

export interface SubAccountListQuery {
  offset: number;
  limit: number;
  search?: string;
}

/**
 * The personal centre's management of sub-accounts (accountlist, accountAdd): the list with
 * search, one account, create, edit, unbind and the permission catalogue. Transport failures throw.
 */
export interface SubAccountAdminGateway {
  page(query: SubAccountListQuery): Answer<SubAccountPage>;
  one(id: number): Answer<SubAccountSummary>;
  create(payload: SubAccountPayload): Answer<unknown>;
  update(id: number, payload: SubAccountPayload): Answer<unknown>;
  unbind(id: number): Answer<unknown>;
  permissions(): Answer<PermissionGroup[]>;
}
