import { Profiler, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { LoadHomeAlbums, LoadLatestOrders, LoadSlides } from '../../../src/application/orders/home-queries';
import type { OrderPage } from '../../../src/application/ports/order-gateway';
import type { AlbumSummary } from '../../../src/application/ports/home-gateway';
import { TOKENS } from '../../../src/application/tokens';
import HomePage from '../../../src/ui/routes/home';
import type { SessionModel } from '../../../src/application/session/session.model';
import { signInAs } from '../../fakes/signed-in-session';
import { anOrder } from '../../fakes/order-fixtures';
import { renderWithApp, testContainer } from '../test-app';

// Each section's renders, counted through its module (the page imports them from there).
const { renders, counted } = vi.hoisted(() => {
  const renders = new Map<string, number>();
  const counted = <P,>(name: string, Component: (props: P) => ReactNode) =>
    function Counted(props: P) {
      renders.set(name, (renders.get(name) ?? 0) + 1);
      return Component(props);
    };
  return { renders, counted };
});
vi.mock('../../../src/ui/features/home/latest-orders', async (original) => {
  const m = await original<typeof import('../../../src/ui/features/home/latest-orders')>();
  return { ...m, LatestOrders: counted('latest', m.LatestOrders) };
});
vi.mock('../../../src/ui/features/home/home-gallery', async (original) => {
  const m = await original<typeof import('../../../src/ui/features/home/home-gallery')>();
  return { ...m, HomeGallery: counted('gallery', m.HomeGallery) };
});
vi.mock('../../../src/ui/features/home/headline-ticker', async (original) => {
  const m = await original<typeof import('../../../src/ui/features/home/headline-ticker')>();
  return { ...m, HeadlineTicker: counted('ticker', m.HeadlineTicker) };
});

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => renders.clear());

describe('the home page re-renders only the section whose answer arrived (issue 13)', () => {
  it('the albums arriving leave 最新订单 and the ticker alone, and the orders arriving leave the gallery alone', async () => {
    const latest = deferred<OrderPage>();
    const albums = deferred<AlbumSummary[]>();
    const app = testContainer();
    app.container.bind(LoadLatestOrders).toConstantValue({ execute: () => latest.promise } as unknown as LoadLatestOrders);
    app.container.bind(LoadHomeAlbums).toConstantValue({ execute: () => albums.promise } as unknown as LoadHomeAlbums);
    app.container.bind(LoadSlides).toConstantValue({ execute: () => new Promise(() => {}) } as unknown as LoadSlides);
    signInAs(app.container.get<SessionModel>(TOKENS.SessionModel), 1);
    const router = createRouter({ routeTree: createRootRoute({ component: HomePage }), history: createMemoryHistory({ initialEntries: ['/'] }) });
    renderWithApp(<RouterProvider router={router} />, app);
    await screen.findByRole('list', { name: '最新订单加载中' });
    const before = new Map(renders);

    await act(async () => albums.resolve([]));
    await screen.findByRole('link', { name: '上传效果图' });
    expect(renders.get('gallery')).toBeGreaterThan(before.get('gallery') ?? 0);
    expect(renders.get('latest')).toBe(before.get('latest'));
    expect(renders.get('ticker')).toBe(before.get('ticker'));

    const afterAlbums = new Map(renders);
    await act(async () => latest.resolve({ orders: [], total: 0, headlines: [] } as unknown as OrderPage));
    await screen.findByText('暂无订单！');
    expect(renders.get('latest')).toBeGreaterThan(afterAlbums.get('latest') ?? 0);
    expect(renders.get('gallery')).toBe(afterAlbums.get('gallery'));
  });
});

describe('the home page renders an answer in a deferred pass (issue 13)', () => {
  it('the update that delivers the latest orders commits the loading rows once more, then a later commit shows the rows', async () => {
    const latest = deferred<OrderPage>();
    const app = testContainer();
    app.container.bind(LoadLatestOrders).toConstantValue({ execute: () => latest.promise } as unknown as LoadLatestOrders);
    app.container.bind(LoadHomeAlbums).toConstantValue({ execute: () => new Promise(() => {}) } as unknown as LoadHomeAlbums);
    app.container.bind(LoadSlides).toConstantValue({ execute: () => new Promise(() => {}) } as unknown as LoadSlides);
    signInAs(app.container.get<SessionModel>(TOKENS.SessionModel), 1);
    const commits: string[] = [];
    const shown = () => (document.querySelector('[aria-label="最新订单加载中"]') ? 'loading' : document.querySelector('[aria-label="最新订单列表"]') ? 'rows' : 'other');
    const Page = () => (
      <Profiler id="home" onRender={() => commits.push(shown())}>
        <HomePage />
      </Profiler>
    );
    const router = createRouter({ routeTree: createRootRoute({ component: Page }), history: createMemoryHistory({ initialEntries: ['/'] }) });
    renderWithApp(<RouterProvider router={router} />, app);
    await screen.findByRole('list', { name: '最新订单加载中' });

    commits.length = 0;
    await act(async () => latest.resolve({ orders: [anOrder({ garden: '翠湖花园' })], total: 1, headlines: [] } as unknown as OrderPage));
    await screen.findByRole('list', { name: '最新订单列表' });
    // Rendered at once (useSyncExternalStore), the rows would be in the first commit.
    expect(commits[0]).toBe('loading');
    expect(commits.at(-1)).toBe('rows');
  });
});
