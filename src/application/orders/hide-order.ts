import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult } from './order-actor';
import { type OrderListItem, isFollowed } from '../../domain/order/order';
import { ORDER_SUCCESS } from '../../domain/order/order-status';
import type { Load } from '../ports/load';

type Target = Pick<OrderListItem, 'order_id' | 'closed' | 'isCollected'>;

/** 隐藏: a followed order is unfollowed first, then closed (1). */
@injectable()
export class HideOrder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  async execute(order: Target): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const blocked = this.actor.check('hide', order);
    if (blocked) return blocked;
    if (isFollowed(order)) {
      const unfollowed = await (await this.orders()).unfollow(order.order_id);
      if (!unfollowed.ok) return this.actor.settle(unfollowed, null, {});
    }
    const answer = await (await this.orders()).close(order.order_id, 1);
    return this.actor.settle(answer, ORDER_SUCCESS.hidden, { closed: 1, isCollected: null }, ORDER_SUCCESS.hiddenHint);
  }
}
