import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { Load } from '../ports/load';
import type { OrderGateway } from '../ports/order-gateway';
import { OrderActor, type OrderActionResult } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ORDER_SUCCESS, statusCodeOf } from '../../domain/order/order-status';
import { type ProgressOption, validateFeedback } from '../../domain/order/feedback-progress';
import { ROW_CHANGES } from '../../domain/order/order-changes';

type Target = Pick<OrderListItem, 'order_id' | 'closed' | 'status_name'>;

export interface FeedbackInput {
  order: Target;
  selected: ProgressOption | null;
  initialArrival: number;
  arrival: number;
  content: string;
}

/** 写反馈: progress option, arrival toggle and text (spec 1 sections 4 and 5). */
@injectable()
export class SubmitFeedback {
  private sending = false;

  constructor(
    @inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>,
    @inject(OrderActor) private readonly actor: OrderActor,
  ) {}

  async execute(input: FeedbackInput): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const blocked = this.actor.check('feedback', input.order);
    if (blocked) return blocked;
    const status = statusCodeOf(input.order.status_name);
    const invalid = validateFeedback({ status, ...input });
    if (invalid) return this.actor.blocked(invalid);
    if (this.sending) return this.actor.blocked('请勿多次提交');
    this.sending = true;
    try {
      const answer = await (await this.orders()).feedback({
        content: input.content.trim(),
        option: input.selected ?? 0,
        arrival: input.arrival,
        orderId: input.order.order_id,
      });
      return this.actor.settle(answer, ORDER_SUCCESS.feedback, ROW_CHANGES.feedback(status, input.selected));
    } finally {
      this.sending = false;
    }
  }
}
