import { NO_PERMISSION_MESSAGE } from '../session/permissions';
import { type ContentActor, FROZEN_MESSAGE, isFrozen, isGroup, isSub, level } from '../content/actor';
import { ONLY_NOT_PASSED, isNotPassed } from '../content/review-status';

/** Rendering level 0 hides the module. */
export const canSeeAlbums = (actor: ContentActor) => level(actor, 'rendering') !== 0;

/** Group accounts never create; a sub-account needs rendering 2 and banner other than 1. */
function operateBlocker(actor: ContentActor): string | null {
  if (isGroup(actor)) return NO_PERMISSION_MESSAGE;
  if (!isSub(actor)) return null;
  if (level(actor, 'rendering') !== 2 || level(actor, 'banner') === 1) return NO_PERMISSION_MESSAGE;
  return null;
}

export const showsAlbumCreate = (actor: ContentActor) => !isGroup(actor);

export function albumCreateBlocker(actor: ContentActor): string | null {
  return operateBlocker(actor) ?? (isFrozen(actor) ? FROZEN_MESSAGE : null);
}

/** Only not-passed albums can be deleted; group accounts get no delete. */
export function albumDeleteBlocker(actor: ContentActor, status: number): string | null {
  return operateBlocker(actor) ?? (isNotPassed(status) ? null : ONLY_NOT_PASSED.delete);
}

export const showsAlbumDelete = (actor: ContentActor, status: number) => !isGroup(actor) && isNotPassed(status);

/**
 * Editing submits a new album, so it is refused where creating is; beyond that it needs
 * rendering level 2 (not the banner level) and a not-passed album.
 */
export function albumEditBlocker(actor: ContentActor, status: number): string | null {
  if (isGroup(actor) || level(actor, 'rendering') !== 2) return NO_PERMISSION_MESSAGE;
  if (!isNotPassed(status)) return ONLY_NOT_PASSED.edit;
  return isFrozen(actor) ? FROZEN_MESSAGE : null;
}

export const showsAlbumEdit = (actor: ContentActor, status: number) => !isGroup(actor) && isNotPassed(status);
