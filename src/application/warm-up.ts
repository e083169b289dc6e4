/**
 * A port may be bound to a module that loads on its first call (src/di/lazy-gateway.ts), so that
 * /login carries no gateway it does not call. A screen that is about to call one asks for it
 * ahead with `warmUp`, from its route, while its own chunk downloads: its first call then waits
 * for no second download. A binding that loads nothing (a test's fake) ignores it.
 */
export const WARM_UP: unique symbol = Symbol.for('merchant.warmUp');

export function warmUp(port: object): void {
  (port as { [WARM_UP]?: () => void })[WARM_UP]?.();
}
