import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import type { Clock } from '../ports/clock';
import { OrderActor, type OrderActionResult } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ORDER_SUCCESS } from '../../domain/order/order-status';
import type { Load } from '../ports/load';

type Target = Pick<OrderListItem, 'order_id' | 'closed'>;

/** 关注: a hidden order cannot be followed. isCollected holds the follow time. */
@injectable()
export class FollowOrder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(order: Target): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const blocked = this.actor.check('follow', order);
    if (blocked) return blocked;
    const answer = await (await this.orders()).follow(order.order_id);
    const followedAt = Math.floor(this.clock.now().getTime() / 1000);
    return this.actor.settle(answer, ORDER_SUCCESS.done, { isCollected: followedAt });
  }
}
