import type { Load } from '../../src/application/ports/load';

/** What the container's loader answers, for a fake that needs no loading. */
export const loaded =
  <T>(adapter: T): Load<T> =>
  () =>
    Promise.resolve(adapter);
