import { Profiler } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { TOKENS } from '../../../src/application/tokens';
import type { SessionModel } from '../../../src/application/session/session.model';
import { MENU_GUIDE } from '../../../src/domain/personal/personal-menu';
import { MenuGuide } from '../../../src/ui/features/personal/shell/menu-guide';
import { signInAs } from '../../fakes/signed-in-session';
import { renderWithApp, testContainer } from '../test-app';

afterEach(() => localStorage.clear());

describe("the personal centre's first-visit guide", () => {
  it('opens after the screen it comes with has been committed and painted, not in the same commit (issue 48)', async () => {
    const app = testContainer();
    signInAs(app.container.get<SessionModel>(TOKENS.SessionModel), 1);
    const guided = createRootRoute({
      component: () => (
        <>
          <p>个人中心内容</p>
          <MenuGuide />
        </>
      ),
    });
    const router = createRouter({ routeTree: guided, history: createMemoryHistory({ initialEntries: ['/'] }) });
    await router.load();
    const commits: { screen: boolean; guide: boolean }[] = [];
    const record = () => {
      const text = document.body.textContent ?? '';
      commits.push({ screen: text.includes('个人中心内容'), guide: text.includes(MENU_GUIDE.title) });
    };
    renderWithApp(
      <Profiler id="app" onRender={record}>
        <RouterProvider router={router} />
      </Profiler>,
      app,
    );
    expect(await screen.findByRole('dialog', { name: MENU_GUIDE.title })).toBeTruthy();
    const first = commits.findIndex((c) => c.screen);
    expect(first, JSON.stringify(commits)).toBeGreaterThanOrEqual(0);
    expect(commits[first].guide, JSON.stringify(commits)).toBe(false);
  });
});
