import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type { FeedbackGateway } from '../../application/ports/feedback-gateway';
import type { FeedbackValues } from '../../domain/feedback/feedback-form';

/** POST /v2/app/report with name, phone and report_content. */
export class HttpFeedbackGateway implements FeedbackGateway {
  constructor(private readonly api: ApiClient) {}

  report(values: FeedbackValues) {
    return this.api.post('/app/report', { name: values.name, phone: values.phone, report_content: values.report_content }).then(toResult);
  }
}
