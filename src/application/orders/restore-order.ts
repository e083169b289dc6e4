import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Load } from '../ports/load';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult, type PlannedOrderAction, planAndSend } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ROW_CHANGES } from '../../domain/order/order-changes';
import { ORDER_SUCCESS } from '../../domain/order/order-status';

/** 恢复: closed back to 0. */
@injectable()
export class RestoreOrder implements PlannedOrderAction {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  plan(order: OrderListItem) {
    return this.actor.plan('restore', order, ROW_CHANGES.restore());
  }

  async send(order: OrderListItem, change: Partial<OrderListItem>): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const answer = await (await this.orders()).close(order.order_id, 0);
    return this.actor.settle(answer, ORDER_SUCCESS.restored, change);
  }

  execute(order: OrderListItem) {
    return planAndSend(this, order);
  }
}
