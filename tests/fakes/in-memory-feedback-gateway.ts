import type { FeedbackGateway } from '../../src/application/ports/feedback-gateway';
import type { FeedbackValues } from '../../src/domain/feedback/feedback-form';
import { CallRecorder } from './in-memory-order-gateway';

export class InMemoryFeedbackGateway extends CallRecorder implements FeedbackGateway {
  report = (values: FeedbackValues) => this.answer('report', [values], null);
}
