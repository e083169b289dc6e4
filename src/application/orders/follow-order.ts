import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Load } from '../ports/load';
import type { OrderGateway } from '../ports/order-gateway';
import type { Clock } from '../ports/clock';
import { OrderActor, type OrderActionResult, type PlannedOrderAction, planAndSend } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ROW_CHANGES } from '../../domain/order/order-actions';
import { ORDER_SUCCESS } from '../../domain/order/order-status';

/** 关注: a hidden order cannot be followed. isCollected holds the follow time. */
@injectable()
export class FollowOrder implements PlannedOrderAction {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  plan(order: OrderListItem) {
    return this.actor.plan('follow', order, ROW_CHANGES.follow(this.clock.now()));
  }

  async send(order: OrderListItem, change: Partial<OrderListItem>): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const answer = await (await this.orders()).follow(order.order_id);
    return this.actor.settle(answer, ORDER_SUCCESS.done, change);
  }

  execute(order: OrderListItem) {
    return planAndSend(this, order);
  }
}
