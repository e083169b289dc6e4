import { NO_PERMISSION_MESSAGE } from '../session/permissions';
import { type ContentActor, FROZEN_MESSAGE, isFrozen, isGroup, isSub, level } from '../content/actor';
import { isNotPassed } from '../content/review-status';

export const ALBUM_DELETE_ONLY_NOT_PASSED = '只有未通过状态才能删除，其他状态不能删除操作!';
export const ALBUM_EDIT_ONLY_NOT_PASSED = '只有未通过状态才能编辑，其他状态不能编辑操作!';

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
  return operateBlocker(actor) ?? (isNotPassed(status) ? null : ALBUM_DELETE_ONLY_NOT_PASSED);
}

export const showsAlbumDelete = (actor: ContentActor, status: number) => !isGroup(actor) && isNotPassed(status);

/**
 * Editing submits a new album, so it is refused where creating is; beyond that it needs
 * rendering level 2 (not the banner level) and a not-passed album.
 */
export function albumEditBlocker(actor: ContentActor, status: number): string | null {
  if (isGroup(actor) || level(actor, 'rendering') !== 2) return NO_PERMISSION_MESSAGE;
  if (!isNotPassed(status)) return ALBUM_EDIT_ONLY_NOT_PASSED;
  return isFrozen(actor) ? FROZEN_MESSAGE : null;
}

export const showsAlbumEdit = (actor: ContentActor, status: number) => !isGroup(actor) && isNotPassed(status);
