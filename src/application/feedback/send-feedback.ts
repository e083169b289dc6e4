import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { FeedbackGateway } from '../ports/feedback-gateway';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/shared/result';
import { hasErrors, type FieldErrors } from '../../domain/shared/validation';
import { type FeedbackValues, feedbackPayload, validateFeedback } from '../../domain/feedback/feedback-form';
import type { Load } from '../ports/load';

export type FeedbackFailure =
  | { kind: 'invalid'; errors: FieldErrors<keyof FeedbackValues> }
  | { kind: 'server'; error: BusinessError };

/** Feedback to the provider: the form's rules again, then POST /v2/app/report. */
@injectable()
export class SendFeedback {
  constructor(@inject(TOKENS.FeedbackGateway) private readonly feedback: Load<FeedbackGateway>) {}

  async execute(values: FeedbackValues): Promise<Result<null, FeedbackFailure>> {
    const errors = validateFeedback(values);
    if (hasErrors(errors)) return err({ kind: 'invalid', errors });
    const answer = await (await this.feedback()).report(feedbackPayload(values));
    return answer.ok ? ok(null) : err({ kind: 'server', error: answer.error });
  }
}
