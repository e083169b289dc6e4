import type { SubAccount } from '../../domain/order/order';
import type { Answer } from './order-gateway';

/** GET /v2/users/sub-account with permission_list=order: designers who may take orders. */
export interface SubAccountGateway {
  list(offset: number, limit: number): Answer<SubAccount[]>;
}
