import * as v from 'valibot';
import { ARRIVED, PROGRESS_OPTIONS } from '../../../src/domain/order/feedback-progress';
import { FeedbackProgressFields } from '../../../src/domain/order/feedback-form';

/** `option` when the feedback records no new progress step. */
export const NO_PROGRESS = 0;
/** The progress codes a feedback may carry: none, or one of the dialog's options. */
export const FEEDBACK_OPTIONS = [NO_PROGRESS, ...PROGRESS_OPTIONS.map((o) => o.value)];
export const ARRIVAL_FLAGS = [0, ARRIVED];

/**
 * POST /v2/orders/:id/feedbacks (spec 1 sections 5 and 7): the 写反馈 form's text (trimmed, at
 * most 500), its option (`selected`, 0 for none) and its arrival flag. The gateway sends what
 * this schema outputs; the mock validates requests with it.
 */
export const FeedbackBody = v.object({
  content: FeedbackProgressFields.entries.content,
  option: v.picklist(FEEDBACK_OPTIONS),
  arrival: v.picklist(ARRIVAL_FLAGS),
  orderId: v.number(),
});
export type FeedbackBody = v.InferOutput<typeof FeedbackBody>;
