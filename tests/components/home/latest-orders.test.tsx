import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { LatestOrders } from '../../../src/ui/features/home/latest-orders';
import { renderWithApp } from '../test-app';

/** The section inside a router (its 查看全部 is a router link). */
function renderOnHome(ui: ReactNode) {
  const router = createRouter({ routeTree: createRootRoute({ component: () => ui }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  return renderWithApp(<RouterProvider router={router} />);
}

describe('最新订单 on the home page', () => {
  it('holds the place of 4 rows while they load, so the sections below do not jump (layout shift)', async () => {
    renderOnHome(<LatestOrders allowed loading orders={undefined} listPath="/order" />);
    const placeholder = await screen.findByRole('list', { name: '最新订单加载中' });
    expect(placeholder.getAttribute('aria-busy')).toBe('true');
    expect(placeholder.querySelectorAll('li')).toHaveLength(4);
    expect(screen.queryByRole('list', { name: '最新订单列表' })).toBeNull();
  });

  it('shows no placeholder once loaded', async () => {
    renderOnHome(<LatestOrders allowed loading={false} orders={[]} listPath="/order" />);
    expect(await screen.findByText('暂无订单！')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '最新订单加载中' })).toBeNull();
  });

  it('shows no placeholder to an account without the order permission', async () => {
    renderOnHome(<LatestOrders allowed={false} loading orders={undefined} listPath="/order" />);
    expect(await screen.findByText('您暂无浏览订单权限')).toBeTruthy();
    expect(screen.queryByRole('list', { name: '最新订单加载中' })).toBeNull();
  });
});
