import * as v from 'valibot';
import { atMost, messageOf } from '../common/schema';
import type { OrderStatusCode } from './order-status';
import { FEEDBACK_MESSAGES, PROGRESS_OPTIONS, isNewProgress } from './feedback-progress';

// The 写反馈 form, apart from feedback-progress.ts, whose progress rules the order lists load up
// front: this schema loads with the dialog and the use case that sends the feedback.

/**
 * The fields of 写反馈 (spec 1 sections 4 and 5): a progress option (none: null), the arrival
 * flag and a text of at most 500 characters (trimmed when sent).
 */
export const FeedbackProgressFields = v.object({
  selected: v.nullable(v.picklist(PROGRESS_OPTIONS.map((o) => o.value))),
  arrival: v.number(),
  content: v.pipe(v.string(), v.trim(), atMost(500, FEEDBACK_MESSAGES.tooLong)),
});

export type FeedbackProgressValues = v.InferInput<typeof FeedbackProgressFields>;

/** Where the order stood when the dialog opened: its status and its arrival flag. */
export interface FeedbackStartState {
  status: OrderStatusCode | null;
  initialArrival: number;
}

/**
 * The 写反馈 form of an order: text may be left out only when a new option is chosen or the
 * arrival changes; the message stands under the text.
 */
/* @__NO_SIDE_EFFECTS__ */
export const feedbackProgressForm = ({ status, initialArrival }: FeedbackStartState) =>
  v.pipe(
    FeedbackProgressFields,
    v.forward(
      v.partialCheck(
        [['selected'], ['arrival'], ['content']],
        (d) => d.content !== '' || isNewProgress(status, d.selected) || d.arrival !== initialArrival,
        FEEDBACK_MESSAGES.required,
      ),
      ['content'],
    ),
  );

export type FeedbackDraft = FeedbackStartState & FeedbackProgressValues;

/** The first message a feedback draft breaks, or null. */
export const validateFeedback = ({ status, initialArrival, ...values }: FeedbackDraft): string | null =>
  messageOf(feedbackProgressForm({ status, initialArrival }), values);
