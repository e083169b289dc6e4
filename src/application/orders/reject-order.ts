import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Load } from '../ports/load';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult, type PlannedOrderAction, planAndSend } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ROW_CHANGES } from '../../domain/order/order-changes';
import { ORDER_SUCCESS, REJECT_STATUS } from '../../domain/order/order-status';

/**
 * 拒绝: status 0; the row becomes 已拒绝. The screen plans it on the click and sends the plan
 * after its confirm (请确定是否拒绝该订单).
 */
@injectable()
export class RejectOrder implements PlannedOrderAction {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  plan(order: OrderListItem) {
    return this.actor.plan('reject', order, ROW_CHANGES.reject());
  }

  async send(order: OrderListItem, change: Partial<OrderListItem>): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const answer = await (await this.orders()).setStatus(order.order_id, REJECT_STATUS);
    return this.actor.settle(answer, ORDER_SUCCESS.rejected, change);
  }

  execute(order: OrderListItem) {
    return planAndSend(this, order);
  }
}
