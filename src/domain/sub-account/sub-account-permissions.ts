import { type ContentActor, FROZEN_MESSAGE, isFrozen } from '../content/actor';

/** A frozen company creates nothing (the demo data's rule: no create anywhere), sub-accounts included. */
export const subAccountCreateBlocker = (actor: ContentActor) => (isFrozen(actor) ? FROZEN_MESSAGE : null);
