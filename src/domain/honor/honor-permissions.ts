import { NO_PERMISSION_MESSAGE } from '../session/permissions';
import { type ContentActor, FROZEN_MESSAGE, isFrozen } from '../content/actor';
import { canDeleteHonor, canEditHonor } from './honor';
import { ONLY_NOT_PASSED } from '../content/review-status';

export const HONOR_DELETE_PENDING = '待审核的荣誉资质不能删除';

/** Honours belong to the company's main account (the only menu that offers them). */
const writeBlocker = (actor: ContentActor) => (actor.role === 'NormalAccount' ? null : NO_PERMISSION_MESSAGE);

/** A frozen company creates nothing (the demo data's rule: no create anywhere). */
export const honorCreateBlocker = (actor: ContentActor) => writeBlocker(actor) ?? (isFrozen(actor) ? FROZEN_MESSAGE : null);

export const honorEditBlocker = (actor: ContentActor, status: number) =>
  writeBlocker(actor) ?? (canEditHonor(status) ? null : ONLY_NOT_PASSED.edit);

export const honorDeleteBlocker = (actor: ContentActor, status: number) =>
  writeBlocker(actor) ?? (canDeleteHonor(status) ? null : HONOR_DELETE_PENDING);
