import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Load } from '../ports/load';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult, type PlannedOrderAction, planAndSend } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ROW_CHANGES } from '../../domain/order/order-actions';
import { ACCEPT_STATUS, ORDER_SUCCESS, REJECT_STATUS } from '../../domain/order/order-status';

/** What 接单 and 拒绝 send (status 3 or 0), and what they say on success. */
const STATUS_ACTIONS = {
  accept: { status: ACCEPT_STATUS, success: ORDER_SUCCESS.accepted },
  reject: { status: REJECT_STATUS, success: ORDER_SUCCESS.rejected },
} as const;

export type StatusAction = keyof typeof STATUS_ACTIONS;

/**
 * An order's status set by the merchant (接单, 拒绝): the rule and the row's new state are
 * planned on the click, then PUT /v2/orders/:id {status}. Each action is this class configured
 * by its `action` (a factory, as the content areas' use cases: no base-class injection, whose
 * metadata code would ship in the start-up chunk).
 */
export function setOrderStatus(action: StatusAction) {
  @injectable()
  class SetOrderStatus implements PlannedOrderAction {
    constructor(
      @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
      @inject(OrderActor) private readonly actor: OrderActor,
    ) {}

    plan(order: OrderListItem) {
      return this.actor.plan(action, order, ROW_CHANGES[action]());
    }

    async send(order: OrderListItem, change: Partial<OrderListItem>): Promise<OrderActionResult<Partial<OrderListItem>>> {
      const { status, success } = STATUS_ACTIONS[action];
      const answer = await (await this.orders()).setStatus(order.order_id, status);
      return this.actor.settle(answer, success, change);
    }

    execute(order: OrderListItem) {
      return planAndSend(this, order);
    }
  }
  return SetOrderStatus;
}

/** 接单: status 3; the row becomes 已接单. */
export const AcceptOrder = setOrderStatus('accept');
export type AcceptOrder = InstanceType<typeof AcceptOrder>;

/**
 * 拒绝: status 0; the row becomes 已拒绝. The screen plans it on the click and sends the plan
 * after its confirm (请确定是否拒绝该订单).
 */
export const RejectOrder = setOrderStatus('reject');
export type RejectOrder = InstanceType<typeof RejectOrder>;
