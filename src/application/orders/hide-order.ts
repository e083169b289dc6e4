import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Load } from '../ports/load';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult, type PlannedOrderAction, planAndSend } from './order-actor';
import { type OrderListItem, isFollowed } from '../../domain/order/order';
import { ROW_CHANGES } from '../../domain/order/order-changes';
import { ORDER_SUCCESS } from '../../domain/order/order-status';

/** 隐藏: a followed order is unfollowed first, then closed (1). */
@injectable()
export class HideOrder implements PlannedOrderAction {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  plan(order: OrderListItem) {
    return this.actor.plan('hide', order, ROW_CHANGES.hide());
  }

  async send(order: OrderListItem, change: Partial<OrderListItem>): Promise<OrderActionResult<Partial<OrderListItem>>> {
    if (isFollowed(order)) {
      const unfollowed = await (await this.orders()).unfollow(order.order_id);
      if (!unfollowed.ok) return this.actor.settle(unfollowed, null, {});
    }
    const answer = await (await this.orders()).close(order.order_id, 1);
    return this.actor.settle(answer, ORDER_SUCCESS.hidden, change, ORDER_SUCCESS.hiddenHint);
  }

  execute(order: OrderListItem) {
    return planAndSend(this, order);
  }
}
