import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { FeedbackGateway } from '../ports/feedback-gateway';
import type { BusinessError } from '../errors';
import { type Result, err, ok } from '../../domain/common/result';
import { parseForm } from '../../domain/common/schema';
import { FeedbackForm, type FeedbackValues } from '../../domain/feedback/feedback-form';
import type { Load } from '../ports/load';

export type FeedbackFailure =
  | { kind: 'invalid'; errors: Partial<Record<keyof FeedbackValues, string>> }
  | { kind: 'server'; error: BusinessError };

/** Feedback to the provider: the form's schema, then POST /v2/app/report with its output. */
@injectable()
export class SendFeedback {
  constructor(@inject(TOKENS.FeedbackGateway) private readonly feedback: Load<FeedbackGateway>) {}

  async execute(values: FeedbackValues): Promise<Result<null, FeedbackFailure>> {
    const parsed = parseForm(FeedbackForm, values);
    if (!parsed.ok) return err({ kind: 'invalid', errors: parsed.errors });
    const answer = await (await this.feedback()).report(parsed.value);
    return answer.ok ? ok(null) : err({ kind: 'server', error: answer.error });
  }
}
