import { deleteContent } from '../content/delete-content';
import { promotionDeleteBlocker } from '../../domain/promotion/promotion-rules';

/** A promotion is deleted only when the rules allow it; a server refusal is shown by the request layer. */
export const DeletePromotion = deleteContent({ area: 'promotions', blocker: promotionDeleteBlocker });
export type DeletePromotion = InstanceType<typeof DeletePromotion>;
