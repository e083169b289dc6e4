import { NO_PERMISSION_MESSAGE } from '../session/permissions';
import { type ContentActor, FROZEN_MESSAGE, isFrozen, isGroup, isSub, level } from '../content/actor';
import { ONLY_NOT_PASSED, isNotPassed } from '../content/review-status';

export const canSeeArticles = (actor: ContentActor) => level(actor, 'article') !== 0;

/** Group accounts get no create, edit or delete buttons at all (they see author names). */
export const showsArticleActions = (actor: ContentActor) => !isGroup(actor);

/** A sub-account needs article level 2 to create or edit. */
const writeBlocker = (actor: ContentActor) =>
  isGroup(actor) || (isSub(actor) && level(actor, 'article') !== 2) ? NO_PERMISSION_MESSAGE : null;

export function articleCreateBlocker(actor: ContentActor): string | null {
  return writeBlocker(actor) ?? (isFrozen(actor) ? FROZEN_MESSAGE : null);
}

export function articleEditBlocker(actor: ContentActor, status: number): string | null {
  return writeBlocker(actor) ?? (isNotPassed(status) ? null : ONLY_NOT_PASSED.edit);
}

/** Article level 1 means no delete; only not-passed articles can be deleted. */
export function articleDeleteBlocker(actor: ContentActor, status: number): string | null {
  if (isGroup(actor) || level(actor, 'article') === 1) return NO_PERMISSION_MESSAGE;
  return isNotPassed(status) ? null : ONLY_NOT_PASSED.delete;
}
