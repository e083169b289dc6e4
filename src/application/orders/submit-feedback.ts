import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { OrderActor, type OrderActionResult } from './order-actor';
import type { OrderListItem } from '../../domain/order/order';
import { ORDER_SUCCESS, statusCodeOf } from '../../domain/order/order-status';
import type { ProgressOption } from '../../domain/order/feedback-progress';
import { feedbackProgressForm } from '../../domain/order/feedback-form';
import { parseForm } from '../../domain/common/schema';
import { ROW_CHANGES } from '../../domain/order/order-actions';

type Target = Pick<OrderListItem, 'order_id' | 'closed' | 'status_name'>;

export interface FeedbackInput {
  order: Target;
  selected: ProgressOption | null;
  initialArrival: number;
  arrival: number;
  content: string;
}

/** 写反馈: progress option, arrival toggle and text (spec 1 sections 4 and 5), checked by the form's schema. */
export const SubmitFeedback = defineUseCase([TOKENS.OrderGateway, OrderActor], (orders, actor) => ({
  async execute(input: FeedbackInput): Promise<OrderActionResult<Partial<OrderListItem>>> {
    const blocked = actor.check('feedback', input.order);
    if (blocked) return blocked;
    const status = statusCodeOf(input.order.status_name);
    const form = feedbackProgressForm({ status, initialArrival: input.initialArrival });
    const values = parseForm(form, { selected: input.selected, arrival: input.arrival, content: input.content });
    if (!values.ok) return actor.blocked(Object.values(values.errors)[0]);
    const parsed = values.value;
    const answer = await (await orders()).feedback({
      content: parsed.content,
      option: parsed.selected ?? 0,
      arrival: parsed.arrival,
      orderId: input.order.order_id,
    });
    return actor.settle(answer, ORDER_SUCCESS.feedback, ROW_CHANGES.feedback(status, input.selected));
  },
}));
export type SubmitFeedback = InstanceType<typeof SubmitFeedback>;
