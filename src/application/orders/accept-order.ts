import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Load } from '../ports/load';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult, type PlannedOrderAction, planAndSend } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ROW_CHANGES } from '../../domain/order/order-changes';
import { ACCEPT_STATUS, ORDER_SUCCESS } from '../../domain/order/order-status';

/** 接单: status 3; the row becomes 已接单. */
@injectable()
export class AcceptOrder implements PlannedOrderAction {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  plan(order: OrderListItem) {
    return this.actor.plan('accept', order, ROW_CHANGES.accept());
  }

  async send(order: OrderListItem, change: Partial<OrderListItem>): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const answer = await (await this.orders()).setStatus(order.order_id, ACCEPT_STATUS);
    return this.actor.settle(answer, ORDER_SUCCESS.accepted, change);
  }

  execute(order: OrderListItem) {
    return planAndSend(this, order);
  }
}
