import type { Load } from '../application/ports/load';
import { WARM_UP } from '../application/warm-up';

/**
 * The loader of an adapter whose module (with its answer schemas) loads on first use, so that
 * /login pays for no gateway it does not call: those of the content areas and of the personal
 * centre, and the other adapters whose methods all answer later (file storage, image sizes).
 * The first screens behind sign-in ask for the modules of the gateways they call with the entry
 * (FIRST_SCREENS in scripts/vite-route-pages.mjs), so their first use waits for no download.
 * Calling the loader answers the adapter object itself: its properties and methods reach the
 * use case unchanged. The module is loaded once and then shared by every caller.
 *
 * A screen's route may ask for the module ahead (`warmUp`, src/application/warm-up.ts), while the
 * screen's own chunk downloads; a module that does not arrive then is told by no one, and the
 * screen's first use loads it again (the browser shares one download between the two).
 *
 * A module that does not arrive (a flaky network, a deploy that replaced the files) fails that
 * use only, with what `failed` makes of the error: the next use loads it again, instead of
 * failing for the rest of the page's life.
 */
export function gatewayLoader<T>(load: () => Promise<T>, failed: (error: unknown) => unknown = (error) => error): Load<T> {
  let instance: Promise<T> | undefined;
  const loader = () =>
    (instance ??= load().catch((error: unknown) => {
      instance = undefined;
      throw failed(error);
    }));
  const warm = () => void (instance ?? load().then((adapter) => (instance ??= Promise.resolve(adapter)), () => undefined));
  return Object.assign(loader, { [WARM_UP]: warm });
}
