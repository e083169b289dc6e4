import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ORDER_SUCCESS, REJECT_STATUS, STATUS_NAMES } from '../../domain/order/order-status';
import type { Load } from '../ports/load';

type Target = Pick<OrderListItem, 'order_id' | 'closed'>;

/** 拒绝, after the screen's confirm (请确定是否拒绝该订单): status 0; the row becomes 已拒绝. */
@injectable()
export class RejectOrder {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  async execute(order: Target): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const blocked = this.actor.check('reject', order);
    if (blocked) return blocked;
    const answer = await (await this.orders()).setStatus(order.order_id, REJECT_STATUS);
    return this.actor.settle(answer, ORDER_SUCCESS.rejected, { status_name: STATUS_NAMES[REJECT_STATUS] });
  }
}
