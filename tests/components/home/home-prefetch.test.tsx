import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { LoadHomeAlbums, LoadSlides } from '../../../src/application/orders/home-queries';
import { TOKENS } from '../../../src/application/tokens';
import { createAppRouter } from '../../../src/ui/app/router';
import { localUser } from '../../fakes/signed-in-session';
import { testContainer } from '../test-app';

/** The app's router on `/` for a signed-in user, with the home questions counted; nothing is rendered. */
function homeVisit(permissions: Record<string, number> | null, isSubAccount = false) {
  const app = testContainer();
  const asked = { slides: 0, albums: 0 };
  app.container.bind(LoadSlides).toConstantValue({ execute: async () => (asked.slides++, []) } as unknown as LoadSlides);
  app.container.bind(LoadHomeAlbums).toConstantValue({ execute: async () => (asked.albums++, []) } as unknown as LoadHomeAlbums);
  app.store.setToken('tok-1');
  app.container.get(TOKENS.SessionModel).started({ user: localUser(1001, isSubAccount), permissions });
  const router = createAppRouter(app.container, { history: createMemoryHistory({ initialEntries: ['/'] }) });
  return { router, asked };
}

describe('the home route asks for its data while its screen loads (issue 13)', () => {
  it('the carousel and the gallery are asked for by the route, once the guard has let the visit through, before anything renders', async () => {
    const visit = homeVisit(null);
    await visit.router.load();
    expect(visit.router.state.location.pathname).toBe('/');
    await vi.waitFor(() => expect(visit.asked).toEqual({ slides: 1, albums: 1 }));
    // The sections then read these answers instead of asking again.
    await visit.router.load();
    expect(visit.asked).toEqual({ slides: 1, albums: 1 });
  });

  it('a sub-account without the renderings permission is never asked the gallery', async () => {
    const visit = homeVisit({ order: 2, rendering: 0 }, true);
    await visit.router.load();
    await vi.waitFor(() => expect(visit.asked.slides).toBe(1));
    expect(visit.asked.albums).toBe(0);
  });
});
