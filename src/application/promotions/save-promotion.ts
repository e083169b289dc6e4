import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { PromotionGateway } from '../ports/promotion-gateway';
import type { Clock } from '../ports/clock';
import { CurrentActor } from '../content/current-actor';
import { type Result, err, ok } from '../../domain/shared/result';
import type { FieldErrors } from '../../domain/shared/validation';
import type { Promotion } from '../../domain/promotion/promotion';
import {
  PROMOTION_MESSAGES,
  type PromotionField,
  type PromotionFormValues,
  isPromotionUnchanged,
  toPromotionPayload,
  validatePromotionForm,
} from '../../domain/promotion/promotion-form';
import { promotionCreateBlocker, promotionEditBlocker } from '../../domain/promotion/promotion-rules';
import type { Load } from '../ports/load';

/** The content audit refused the cover: the chosen image and the poster are cleared. */
export const POSTER_RESET_CODE = 20022;

export type PromotionSaveError =
  | { kind: 'forbidden'; message: string }
  | { kind: 'invalid'; fields: FieldErrors<PromotionField> }
  | { kind: 'unchanged'; message: string }
  | { kind: 'poster-reset'; message: string }
  /** Any other refusal: the request layer has already shown the server's msg. */
  | { kind: 'rejected' };

/** Creates a promotion, or saves the edit of a failed one (spec 2, promotionsadd). */
@injectable()
export class SavePromotion {
  constructor(
    @inject(TOKENS.PromotionGateway) private readonly promotions: Load<PromotionGateway>,
    @inject(CurrentActor) private readonly actor: CurrentActor,
    @inject(TOKENS.Clock) private readonly clock: Clock,
  ) {}

  async execute(values: PromotionFormValues, original?: Promotion): Promise<Result<true, PromotionSaveError>> {
    const actor = this.actor.get();
    const blocked = original ? promotionEditBlocker(actor, original.status) : promotionCreateBlocker(actor);
    if (blocked) return err({ kind: 'forbidden', message: blocked });
    // Nothing changed is said first: an old start date would otherwise be reported instead.
    if (original && isPromotionUnchanged(values, original)) return err({ kind: 'unchanged', message: PROMOTION_MESSAGES.unchanged });
    const fields = validatePromotionForm(values, { now: this.clock.now(), editing: Boolean(original) });
    if (Object.keys(fields).length) return err({ kind: 'invalid', fields });
    const payload = toPromotionPayload(values);
    const answer = original ? await (await this.promotions()).update(original.id, payload) : await (await this.promotions()).create(payload);
    if (answer.ok) return ok(true);
    return err(answer.error.code === POSTER_RESET_CODE ? { kind: 'poster-reset', message: answer.error.msg } : { kind: 'rejected' });
  }
}
