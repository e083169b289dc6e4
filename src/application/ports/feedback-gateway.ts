import type { FeedbackReport } from '../../domain/feedback/feedback-form';
import type { Answer } from './order-gateway';

/** POST /v2/app/report: feedback to the provider. */
export interface FeedbackGateway {
  report(report: FeedbackReport): Answer;
}
