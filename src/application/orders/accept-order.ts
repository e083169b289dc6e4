import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ACCEPT_STATUS, ORDER_SUCCESS, STATUS_NAMES } from '../../domain/order/order-status';
import type { Load } from '../ports/load';

type Target = Pick<OrderListItem, 'order_id' | 'closed'>;

/** 接单: status 3; the row becomes 已接单. */
@injectable()
export class AcceptOrder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  async execute(order: Target): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const blocked = this.actor.check('accept', order);
    if (blocked) return blocked;
    const answer = await (await this.orders()).setStatus(order.order_id, ACCEPT_STATUS);
    return this.actor.settle(answer, ORDER_SUCCESS.accepted, { status_name: STATUS_NAMES[ACCEPT_STATUS] });
  }
}
