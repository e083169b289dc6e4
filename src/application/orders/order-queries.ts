import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { callPort } from '../read-port';
import type { OrderPage } from '../ports/order-gateway';
import type { Result } from '../../domain/common/result';
import { type BusinessError, QueryFailedError } from '../errors';
import type { OrderDetail, SubAccount } from '../../domain/order/order';
import { type OrderFilters, orderQuery } from '../../domain/order/order-query';
import { ASSIGN_LIST_LIMIT, FILTER_LIST_LIMIT } from '../../domain/order/order-tabs';
import { loadsSubAccountFilter } from '../../domain/order/order-actions';

export function valueOf<T>(answer: Result<T, BusinessError>): T {
  if (!answer.ok) throw new QueryFailedError(answer.error);
  return answer.value;
}

/** One page of /order or /grouporder for the filters. */
export const ListOrders = callPort(
  TOKENS.OrderGateway,
  async (
    orders,
    filters: OrderFilters,
    page: { offset: number; limit: number },
    options: { group?: boolean; signal?: AbortSignal } = {},
  ): Promise<OrderPage> => valueOf(await orders.list(orderQuery(filters, page, options.group), options.signal)),
);

/** The expanded row: owner, house, other info, demand and the feedback history. */
export const GetOrderDetail = callPort(TOKENS.OrderGateway, async (orders, orderId: number): Promise<OrderDetail> => valueOf(await orders.detail(orderId)));

/**
 * Designers for the assignment dialog (50) or the list filter (1000). Only the main account
 * loads them; anyone else gets an empty list without a call.
 */
export const ListSubAccounts = defineUseCase([TOKENS.SubAccountGateway, TOKENS.SessionModel], (subAccounts, session) => ({
  async execute(purpose: 'assign' | 'filter'): Promise<SubAccount[]> {
    if (!loadsSubAccountFilter(session.$accountRole.getState())) return [];
    const limit = purpose === 'assign' ? ASSIGN_LIST_LIMIT : FILTER_LIST_LIMIT;
    return valueOf(await (await subAccounts()).list(0, limit));
  },
}));
export type ListOrders = InstanceType<typeof ListOrders>;
export type GetOrderDetail = InstanceType<typeof GetOrderDetail>;
export type ListSubAccounts = InstanceType<typeof ListSubAccounts>;
