import type { AppNavigator } from '../../application/ports/app-navigator';

interface NavigableRouter {
  navigate(options: { to: string; replace?: boolean }): Promise<void>;
  state: { location: { pathname: string } };
}

/** The AppNavigator port on the router, which is created after the container: attach it later. */
export function createRouterNavigator() {
  let router: NavigableRouter | null = null;
  const navigator: AppNavigator & { attach(r: NavigableRouter): void } = {
    attach: (r) => {
      router = r;
    },
    currentPath: () => router?.state.location.pathname ?? window.location.pathname,
    goTo: (path) => {
      if (router) void router.navigate({ to: path, replace: true });
      else window.location.assign(path);
    },
  };
  return navigator;
}
