import * as v from 'valibot';
import { ApiClient } from './api-client';
import { feedback } from '../../../contracts/api/feedback';
import { ReportBody } from '../../../contracts/api/wire/feedback';
import type { FeedbackGateway } from '../../application/ports/feedback-gateway';
import type { FeedbackReport } from '../../domain/feedback/feedback-form';

/** POST /v2/app/report with the body its wire schema states. */
export class HttpFeedbackGateway implements FeedbackGateway {
  constructor(private readonly api: ApiClient) {}

  report(report: FeedbackReport) {
    return this.api.call(feedback.report, { body: v.parse(ReportBody, report) });
  }
}
