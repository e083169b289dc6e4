import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ORDER_SUCCESS } from '../../domain/order/order-status';
import type { Load } from '../ports/load';

/** 恢复: closed back to 0. */
@injectable()
export class RestoreOrder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  async execute(order: Pick<OrderListItem, 'order_id' | 'closed'>): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const blocked = this.actor.check('restore', order);
    if (blocked) return blocked;
    const answer = await (await this.orders()).close(order.order_id, 0);
    return this.actor.settle(answer, ORDER_SUCCESS.restored, { closed: 0 });
  }
}
