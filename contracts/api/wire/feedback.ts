import * as v from 'valibot';
import { FeedbackForm } from '../../../src/domain/feedback/feedback-form';

/**
 * POST /v2/app/report: the body is the feedback form's fields under the same names, trimmed.
 * The gateway sends what this schema outputs; the mock validates requests with it.
 */
export const ReportBody = FeedbackForm;
export type ReportBody = v.InferOutput<typeof ReportBody>;
