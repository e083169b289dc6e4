import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionError } from './order-actor';
import { type Result, ok } from '../../domain/common/result';
import type { OrderListItem } from '../../domain/order/order';
import { type OrderStatusCode, statusCodeOf } from '../../domain/order/order-status';
import { type ProgressOption, acceptsFeedback, reachedOption } from '../../domain/order/feedback-progress';
import type { Load } from '../ports/load';

export interface FeedbackStart {
  status: OrderStatusCode | null;
  /** The reached option, preselected and locked; null from 已接单. */
  selected: ProgressOption | null;
  arrival: number;
}

export const FEEDBACK_NOT_OPEN = '该订单暂不能反馈';

/** Before the feedback dialog opens: the rules, then the order's arrival state (GET status). */
@injectable()
export class StartFeedback {
  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  async execute(order: Pick<OrderListItem, 'order_id' | 'closed' | 'status_name'>): Promise<Result<FeedbackStart, OrderActionError>> {
    const blocked = this.actor.check('feedback', order);
    if (blocked) return blocked;
    const status = statusCodeOf(order.status_name);
    if (!acceptsFeedback(status)) return this.actor.blocked(FEEDBACK_NOT_OPEN);
    const arrival = await (await this.orders()).arrival(order.order_id);
    return ok({ status, selected: reachedOption(status), arrival: arrival.ok ? Number(arrival.value) || 0 : 0 });
  }
}
