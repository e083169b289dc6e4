import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Load } from '../ports/load';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult } from './order-actor';
import type { OrderListItem, SubAccount } from '../../domain/order/order';
import { ASSIGN_MESSAGES, ROW_CHANGES } from '../../domain/order/order-actions';
import { ORDER_SUCCESS } from '../../domain/order/order-status';

type Target = Pick<OrderListItem, 'order_id' | 'closed' | 'subUserName'>;

/**
 * 分配 and 批量分配: one or more orders to one designer. Only the main account assigns (a second
 * submit while the first runs is refused by the dialog's form and mutation, order-form-notices.tsx).
 */
@injectable()
export class AssignOrders {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  async execute(orders: Target[], designer: SubAccount | null): Promise<OrderActionResult<Partial<OrderListItem>>> {
    if (!orders.length) return this.actor.blocked(ASSIGN_MESSAGES.ordersRequired);
    for (const order of orders) {
      const blocked = this.actor.check(order.subUserName ? 'reassign' : 'assign', order);
      if (blocked) return blocked;
    }
    if (!designer) return this.actor.blocked(ASSIGN_MESSAGES.designerRequired);
    const answer = await (await this.orders()).assign({
      orderId: orders.map((o) => o.order_id),
      subUserId: designer.id,
      subUserName: designer.realname,
    });
    return this.actor.settle(answer, ORDER_SUCCESS.assigned, ROW_CHANGES.assign(designer));
  }
}
