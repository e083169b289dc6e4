import type { Load } from './ports/load';

/**
 * A port may be bound to a loader of its adapter, whose module loads on first use
 * (src/di/container.ts), so that /login carries no gateway it does not call. A screen that
 * is about to use one asks for it ahead with `warmUp`, from its route, while its own chunk
 * downloads: its first use then waits for no second download. A loader that loads nothing (a
 * test's `loaded(fake)`) ignores it.
 */
export const WARM_UP: unique symbol = Symbol.for('merchant.warmUp');

export function warmUp(load: Load<unknown>): void {
  (load as { [WARM_UP]?: () => void })[WARM_UP]?.();
}
