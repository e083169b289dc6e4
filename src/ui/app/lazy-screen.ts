import { lazyRouteComponent } from '@tanstack/react-router';
import { ToldFailure } from '../platform/startup-failure';

/**
 * A screen's module that did not arrive because the network did not answer. The route's error
 * boundary (RouteError) says 网络不给力，请重试 in the screen's place, inside the app, and loads the
 * screen again on 重试 or by itself when the browser is back online.
 */
export class ScreenUnreachable extends ToldFailure {
  constructor(cause: unknown) {
    super('a screen did not load: no network', { cause });
  }
}

/**
 * Whether the app's own server answers: a module that fails to load while it does is missing
 * from it (a newer deployment replaced the files), not lost on the way.
 */
async function serverAnswers(): Promise<boolean> {
  if (!navigator.onLine) return false;
  try {
    return (await fetch('/', { method: 'HEAD', cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * A route's lazy screen. TanStack Router's lazyRouteComponent reloads the document once when a
 * screen's module fails to load, for a newer deployment that replaced the file; offline that
 * reload replaced the whole app with the browser's own offline page. Here the screen's module is
 * reloaded with the document only when the app's server answers (the file is gone); without a
 * network the failure is ScreenUnreachable, and the merchant stays in the app.
 */
export function lazyScreen<T extends Record<string, unknown>, K extends keyof T = 'default'>(importer: () => Promise<T>, exportName?: K) {
  return lazyRouteComponent(
    () =>
      importer().catch(async (error: unknown) => {
        if (await serverAnswers()) throw error;
        throw new ScreenUnreachable(error);
      }),
    exportName,
  );
}
