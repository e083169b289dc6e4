import { NO_PERMISSION_MESSAGE } from '../session/permissions';
import { type ContentActor, FROZEN_MESSAGE, isFrozen, isGroup, isSub, level } from '../content/actor';
import { ONLY_NOT_PASSED } from '../content/review-status';

/** Spec 2 section 4: 1 passed, 2 pending, 3 failed; only 3 may be edited or deleted. */
export const PROMOTION_FAILED = 3;
export const PROMOTION_LOCKED_MESSAGE = '未通过状态可修改，其他状态不可修改';

/** For status 1 or 2 the edit form's fields are locked. */
export const isPromotionLocked = (status: number | undefined) => status === 1 || status === 2;

/**
 * The spec names no permission module for promotions (only normal accounts get the menu item);
 * they follow the article level like the other company content, and group accounts only read.
 */
const writeBlocker = (actor: ContentActor) =>
  isGroup(actor) || (isSub(actor) && level(actor, 'article') !== 2) ? NO_PERMISSION_MESSAGE : null;

/** A frozen company (company_status 3) cannot create promotions. */
export const promotionCreateBlocker = (actor: ContentActor): string | null =>
  writeBlocker(actor) ?? (isFrozen(actor) ? FROZEN_MESSAGE : null);

export const promotionEditBlocker = (actor: ContentActor, status: number): string | null =>
  writeBlocker(actor) ?? (status === PROMOTION_FAILED ? null : ONLY_NOT_PASSED.edit);

export const promotionDeleteBlocker = (actor: ContentActor, status: number): string | null =>
  writeBlocker(actor) ?? (status === PROMOTION_FAILED ? null : ONLY_NOT_PASSED.delete);
