/**
 * A gateway whose module (with its answer schemas) is loaded on its first call, so the entry
 * chunk, and so /login, pays for none of the personal centre's gateways. Every method of the
 * ports bound this way returns a Promise. `then` is left undefined so the proxy is never taken
 * for a promise itself (inversify checks resolved values for it).
 */
export function lazyGateway<T extends object>(load: () => Promise<T>): T {
  let instance: Promise<T> | undefined;
  return new Proxy({} as T, {
    get: (_target, method) => {
      if (method === 'then' || typeof method === 'symbol') return undefined;
      return (...args: unknown[]) =>
        (instance ??= load()).then((gateway) => (gateway as Record<string, (...a: unknown[]) => unknown>)[method](...args));
    },
  });
}
