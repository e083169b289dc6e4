import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { createAppRouter } from '../../../src/ui/app/router';
import { renderWithApp, testContainer } from '../test-app';

/**
 * A screen that throws while rendering: the app router's error component replaces only that
 * screen, in Chinese; the shell and its navigation stay, and 重试 renders the screen again.
 */
let broken = true;
function Screen() {
  if (broken) throw new Error('the screen broke');
  return <p>订单列表已加载</p>;
}

function Shell() {
  return (
    <div>
      <nav aria-label="主导航">
        <a href="/">首页</a>
        <a href="/order">订单</a>
      </nav>
      <main>
        <Outlet />
      </main>
    </div>
  );
}

function mount() {
  const app = testContainer();
  // The error component the app's own router uses for every route.
  const { defaultErrorComponent } = createAppRouter(app.container).options;
  const root = createRootRoute({ component: Shell });
  const order = createRoute({ getParentRoute: () => root, path: '/order', component: Screen });
  const router = createRouter({
    routeTree: root.addChildren([order]),
    history: createMemoryHistory({ initialEntries: ['/order'] }),
    defaultErrorComponent,
  });
  return renderWithApp(<RouterProvider router={router} />, app);
}

describe('the route error boundary', () => {
  beforeEach(() => {
    broken = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('keeps the shell and its navigation, says so in Chinese and offers 重试', async () => {
    mount();
    expect(await screen.findByText('页面出错了')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: '主导航' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '订单' })).toBeTruthy();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('订单列表已加载')).toBeTruthy();
    expect(screen.queryByText('页面出错了')).toBeNull();
  });
});
