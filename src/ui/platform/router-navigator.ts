import type { AppNavigator } from '../../application/ports/app-navigator';

interface NavigableRouter {
  navigate(options: { to: string; replace?: boolean }): Promise<void>;
  state: { location: { pathname: string } };
}

/**
 * The AppNavigator port on the router, which is created after the container: attach it later.
 * A destination asked for before (a session found expired by the guard's calls, which start
 * with the services) is where the router goes once attached, in the app, not by reloading.
 */
export function createRouterNavigator() {
  let router: NavigableRouter | null = null;
  let waiting: string | null = null;
  const navigator: AppNavigator & { attach(r: NavigableRouter): void } = {
    attach: (r) => {
      router = r;
      if (waiting !== null) void r.navigate({ to: waiting, replace: true });
      waiting = null;
    },
    currentPath: () => router?.state.location.pathname ?? window.location.pathname,
    goTo: (path) => {
      if (router) void router.navigate({ to: path, replace: true });
      else waiting = path;
    },
  };
  return navigator;
}
