import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ORDER_SUCCESS } from '../../domain/order/order-status';
import type { Load } from '../ports/load';

type Target = Pick<OrderListItem, 'order_id' | 'closed'>;

/** 取消关注. */
@injectable()
export class UnfollowOrder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  async execute(order: Target): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const blocked = this.actor.check('unfollow', order);
    if (blocked) return blocked;
    const answer = await (await this.orders()).unfollow(order.order_id);
    return this.actor.settle(answer, ORDER_SUCCESS.done, { isCollected: null });
  }
}
