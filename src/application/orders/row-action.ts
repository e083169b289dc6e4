import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Load } from '../ports/load';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult, type PlannedOrderAction, planAndSend } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ROW_CHANGES } from '../../domain/order/order-actions';

type Kind = 'hide' | 'restore' | 'unfollow';
type Change = Partial<OrderListItem>;

/**
 * A row action whose new state is fixed (hide, restore, unfollow): the rule and the row's change
 * are planned by its kind; `send` is the action's own calls and success message.
 */
export function rowAction(kind: Kind, send: (orders: OrderGateway, actor: OrderActor, order: OrderListItem, change: Change) => Promise<OrderActionResult<Change>>) {
  @injectable()
  class FixedRowAction implements PlannedOrderAction {
    constructor(
      @inject(TOKENS.OrderGateway) readonly orders: Load<OrderGateway>,
      @inject(OrderActor) readonly actor: OrderActor,
    ) {}

    plan(order: OrderListItem) {
      return this.actor.plan(kind, order, ROW_CHANGES[kind]());
    }

    async send(order: OrderListItem, change: Change) {
      return send(await this.orders(), this.actor, order, change);
    }

    execute(order: OrderListItem) {
      return planAndSend(this, order);
    }
  }
  return FixedRowAction;
}
