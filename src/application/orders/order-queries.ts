import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway, OrderPage } from '../ports/order-gateway';
import type { SubAccountGateway } from '../ports/sub-account-gateway';
import type { SessionModel } from '../session/session.model';
import type { Result } from '../../domain/common/result';
import { type BusinessError, QueryFailedError } from '../errors';
import type { OrderDetail, SubAccount } from '../../domain/order/order';
import { type OrderFilters, orderQuery } from '../../domain/order/order-query';
import { ASSIGN_LIST_LIMIT, FILTER_LIST_LIMIT } from '../../domain/order/order-tabs';
import { loadsSubAccountFilter } from '../../domain/order/order-actions';
import type { Load } from '../ports/load';

export function valueOf<T>(answer: Result<T, BusinessError>): T {
  if (!answer.ok) throw new QueryFailedError(answer.error);
  return answer.value;
}

/** One page of /order or /grouporder for the filters. */
@injectable()
export class ListOrders {
  constructor(@inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>) {}

  async execute(
    filters: OrderFilters,
    page: { offset: number; limit: number },
    options: { group?: boolean; signal?: AbortSignal } = {},
  ): Promise<OrderPage> {
    return valueOf(await (await this.orders()).list(orderQuery(filters, page, options.group), options.signal));
  }
}

/** The expanded row: owner, house, other info, demand and the feedback history. */
@injectable()
export class GetOrderDetail {
  constructor(@inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>) {}

  async execute(orderId: number): Promise<OrderDetail> {
    return valueOf(await (await this.orders()).detail(orderId));
  }
}

/**
 * Designers for the assignment dialog (50) or the list filter (1000). Only the main account
 * loads them; anyone else gets an empty list without a call.
 */
@injectable()
export class ListSubAccounts {
  constructor(
    @inject(TOKENS.SubAccountGateway) private readonly subAccounts: Load<SubAccountGateway>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  async execute(purpose: 'assign' | 'filter'): Promise<SubAccount[]> {
    if (!loadsSubAccountFilter(this.session.$accountRole.getState())) return [];
    const limit = purpose === 'assign' ? ASSIGN_LIST_LIMIT : FILTER_LIST_LIMIT;
    return valueOf(await (await this.subAccounts()).list(0, limit));
  }
}
