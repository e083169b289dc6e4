import { describe, expect, it } from 'vitest';
import { createRouterNavigator } from '../../../src/ui/platform/router-navigator';

function fakeRouter(pathname = '/') {
  const visits: { to: string; replace?: boolean }[] = [];
  return {
    visits,
    state: { location: { pathname } },
    navigate: async (options: { to: string; replace?: boolean }) => void visits.push(options),
  };
}

describe('the navigator port on the router', () => {
  it('goes where the app asks once a router is attached', () => {
    const navigator = createRouterNavigator();
    const router = fakeRouter('/order');
    navigator.attach(router);
    navigator.goTo('/login');
    expect(router.visits).toEqual([{ to: '/login', replace: true }]);
    expect(navigator.currentPath()).toBe('/order');
  });

  it('keeps a destination asked for before the router exists (an expired session at start-up) and goes there in the app once attached', () => {
    const navigator = createRouterNavigator();
    navigator.goTo('/login');
    const router = fakeRouter();
    navigator.attach(router);
    expect(router.visits).toEqual([{ to: '/login', replace: true }]);
    navigator.attach(fakeRouter());
    expect(router.visits).toHaveLength(1);
  });
});
