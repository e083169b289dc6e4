import type { FeedbackGateway } from '../../src/application/ports/feedback-gateway';
import type { FeedbackReport } from '../../src/domain/feedback/feedback-form';
import { CallRecorder } from './in-memory-order-gateway';

export class InMemoryFeedbackGateway extends CallRecorder implements FeedbackGateway {
  report = (report: FeedbackReport) => this.answer('report', [report], null);
}
