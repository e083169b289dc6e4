import { WARM_UP } from '../application/warm-up';

/**
 * A gateway whose module (with its answer schemas) is loaded on its first call, so that /login
 * pays for no gateway it does not call: those of the content areas and of the personal centre,
 * and the other adapters whose methods all answer later (file storage, image sizes).
 * The first screens behind sign-in ask for the modules of the gateways they call with the entry
 * (FIRST_SCREENS in scripts/vite-route-pages.mjs), so their first call waits for no download.
 * Every method of the ports bound this way returns a Promise. `then` is left undefined so the
 * proxy is never taken for a promise itself (inversify checks resolved values for it).
 *
 * A screen's route may ask for the module ahead (`warmUp`, src/application/warm-up.ts), while the
 * screen's own chunk downloads; a module that does not arrive then is told by no one, and the
 * screen's first call loads it again (the browser shares one download between the two).
 *
 * A module that does not arrive (a flaky network, a deploy that replaced the files) fails that
 * call only, with what `failed` makes of the error: the next call loads it again, instead of
 * failing for the rest of the page's life.
 */
export function lazyGateway<T extends object>(load: () => Promise<T>, failed: (error: unknown) => unknown = (error) => error): T {
  let instance: Promise<T> | undefined;
  const loaded = () =>
    (instance ??= load().catch((error: unknown) => {
      instance = undefined;
      throw failed(error);
    }));
  return new Proxy({} as T, {
    get: (_target, method) => {
      if (method === WARM_UP) return () => void (instance ?? load().then((gateway) => (instance ??= Promise.resolve(gateway)), () => undefined));
      if (method === 'then' || typeof method === 'symbol') return undefined;
      return (...args: unknown[]) =>
        loaded().then((gateway) => (gateway as Record<string, (...a: unknown[]) => unknown>)[method](...args));
    },
  });
}
