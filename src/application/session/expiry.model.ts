import { createEvent, createStore } from 'effector';

/** The one-time "session expired" dialog of spec 1 section 4. */
export function createExpiryModel() {
  const shown = createEvent();
  const dismissed = createEvent();
  const $open = createStore(false).on(shown, () => true).on(dismissed, () => false);
  return { shown, dismissed, $open };
}

export type ExpiryModel = ReturnType<typeof createExpiryModel>;
