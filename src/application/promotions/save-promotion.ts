import { type ContentSaveError, saveContent } from '../content/save-content';
import type { Promotion } from '../../domain/promotion/promotion';
import {
  PROMOTION_MESSAGES,
  type PromotionField,
  isPromotionUnchanged,
  promotionForm,
  toPromotionPayload,
} from '../../domain/promotion/promotion-form';
import { promotionCreateBlocker, promotionEditBlocker } from '../../domain/promotion/promotion-rules';

export type PromotionSaveError =
  | ContentSaveError<PromotionField>
  | { kind: 'poster-reset'; message: string }
  /** Any other refusal: the request layer has already shown the server's msg. */
  | { kind: 'rejected' };

/** Creates a promotion, or saves the edit of a failed one (spec 2, promotionsadd). */
export const SavePromotion = saveContent({
  area: 'promotions',
  createBlocker: promotionCreateBlocker,
  editBlocker: promotionEditBlocker,
  form: promotionForm,
  isUnchanged: (values, original: Promotion) => isPromotionUnchanged(values, original),
  unchangedMessage: PROMOTION_MESSAGES.unchanged,
  // An untouched edit says so first: its old start date may lie before today.
  unchangedFirst: true,
  toPayload: toPromotionPayload,
  // The content audit refused the cover: the chosen image and the poster are cleared.
  auditFailed: (error): PromotionSaveError => ({ kind: 'poster-reset', message: error.msg }),
  failure: (): PromotionSaveError => ({ kind: 'rejected' }),
});
export type SavePromotion = InstanceType<typeof SavePromotion>;
