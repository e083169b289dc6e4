import { Profiler, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { type AnyRouter, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, lazyRouteComponent } from '@tanstack/react-router';
import { TOKENS } from '../../../src/application/tokens';
import { CheckFeedbackReminder } from '../../../src/application/orders/check-feedback-reminder';
import type { SessionModel } from '../../../src/application/session/session.model';
import { AppShell } from '../../../src/ui/features/shell/app-shell';
import { signInAs } from '../../fakes/signed-in-session';
import { renderWithApp, testContainer } from '../test-app';
import { ORDER_TABS } from '../../../src/domain/order/order-tabs';

/**
 * The signed-in shell (today's feedback reminder checked already) over one route per
 * [path, text], at /; `onCommit` runs at every commit React makes.
 */
async function renderShell(pages: [string, string][], onCommit: (router: AnyRouter) => void) {
  const app = testContainer();
  signInAs(app.container.get<SessionModel>(TOKENS.SessionModel), 1);
  app.container.bind(CheckFeedbackReminder).toConstantValue({ execute: async () => {} } as unknown as CheckFeedbackReminder);
  const root = createRootRoute({ component: AppShell });
  const routes = pages.map(([path, text]) => createRoute({ getParentRoute: () => root, path, component: () => <p>{text}</p> }));
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/'] }) });
  await router.load();
  renderWithApp(
    <Profiler id="app" onRender={() => onCommit(router)}>
      <RouterProvider router={router} />
    </Profiler>,
    app,
  );
  return router;
}

/**
 * The signed-in shell commits before the screen it holds (issue 13): as one commit, the first
 * render of / or /order was one of the longest tasks of start-up, and /order's largest paint
 * (the company's name in the top bar) waited for the whole list.
 */
describe('the signed-in shell', () => {
  it('is committed with the 加载中… line first, then the screen in a pass of its own', async () => {
    const commits: { nav: boolean; loading: boolean; screen: boolean }[] = [];
    await renderShell([['/', '订单列表已加载']], () => {
      const text = document.body.textContent ?? '';
      commits.push({ nav: document.querySelector('nav') !== null, loading: text.includes('加载中…'), screen: text.includes('订单列表已加载') });
    });
    await screen.findByText('订单列表已加载');

    const shellFirst = commits.findIndex((c) => c.nav && c.loading && !c.screen);
    const withScreen = commits.findIndex((c) => c.nav && c.screen);
    expect(shellFirst, JSON.stringify(commits)).toBeGreaterThanOrEqual(0);
    expect(withScreen).toBeGreaterThan(shellFirst);
    // The line goes when the screen comes.
    expect(screen.queryByText('加载中…')).toBeNull();
    // Two forms of the bar are in the page (desktop and phone); CSS shows one.
    expect(screen.getAllByRole('navigation', { name: '主导航' }).length).toBeGreaterThan(0);
  });

  it('on a move to another area, paints the 加载中… line first and renders the new screen in a pass of its own (issue 48)', async () => {
    const commits: { loading: boolean; home: boolean; list: boolean; create: boolean }[] = [];
    const router = await renderShell([['/', '首页内容'], ['/picture', '组图列表'], ['/picture/create', '新建组图']], () => {
      const text = document.body.textContent ?? '';
      commits.push({ loading: text.includes('加载中…'), home: text.includes('首页内容'), list: text.includes('组图列表'), create: text.includes('新建组图') });
    });
    await screen.findByText('首页内容');

    // The top navigation's click: as one commit, the new screen was rendered before the next paint.
    commits.length = 0;
    await act(() => router.navigate({ to: '/picture' }));
    await screen.findByText('组图列表');
    const placeholder = commits.findIndex((c) => c.loading && !c.home && !c.list);
    expect(placeholder, JSON.stringify(commits)).toBeGreaterThanOrEqual(0);
    expect(commits.findIndex((c) => c.list)).toBeGreaterThan(placeholder);

    // Inside an area the screen stays: no 加载中… line between two of its screens.
    commits.length = 0;
    await act(() => router.navigate({ to: '/picture/create' }));
    await screen.findByText('新建组图');
    expect(commits.some((c) => c.loading), JSON.stringify(commits)).toBe(false);
  });

  it('on a click in the top navigation, paints the 加载中… line over the old screen and navigates after that frame (issue 48)', async () => {
    const commits: { loading: boolean; home: boolean; list: boolean; path: string }[] = [];
    const router = await renderShell([['/', '首页内容'], ['/picture', '组图列表']], (r) => {
      const text = document.body.textContent ?? '';
      commits.push({ loading: text.includes('加载中…'), home: text.includes('首页内容'), list: text.includes('组图列表'), path: r.state.location.pathname });
    });
    await screen.findByText('首页内容');

    commits.length = 0;
    fireEvent.click(screen.getByRole('link', { name: '效果图' }));
    // The click's own commit: the line, the old screen still mounted, no navigation yet.
    expect(commits, JSON.stringify(commits)).toEqual([{ loading: true, home: true, list: false, path: '/' }]);
    await screen.findByText('组图列表');
    expect(router.state.location.pathname).toBe('/picture');
    expect(screen.queryByText('首页内容')).toBeNull();
    expect(screen.queryByText('加载中…')).toBeNull();
  });

  it('while a screen is on its way, shows its placeholder with the heading its route names, if any (issue 48)', async () => {
    const app = testContainer();
    signInAs(app.container.get<SessionModel>(TOKENS.SessionModel), 1);
    app.container.bind(CheckFeedbackReminder).toConstantValue({ execute: async () => {} } as unknown as CheckFeedbackReminder);
    // Each screen's file arrives when the test says so.
    const arrivals: Record<string, () => void> = {};
    const onItsWay = (name: string, screenText: string) =>
      lazyRouteComponent(() => new Promise<{ default: () => ReactElement }>((done) => (arrivals[name] = () => done({ default: () => <p>{screenText}</p> }))));
    const root = createRootRoute({ component: AppShell });
    const personal = createRoute({ getParentRoute: () => root, path: 'personal', staticData: { title: '个人中心' } });
    const routes = [
      createRoute({ getParentRoute: () => root, path: '/', staticData: { title: '首页' }, component: () => <p>首页内容</p> }),
      createRoute({ getParentRoute: () => root, path: 'picture', staticData: { title: '效果图', heading: 'h1' }, component: onItsWay('picture', '组图列表') }),
      createRoute({ getParentRoute: () => root, path: 'order', staticData: { title: '订单', tabs: ORDER_TABS }, component: onItsWay('order', '订单列表') }),
      personal.addChildren([
        createRoute({ getParentRoute: () => personal, path: 'orderData', staticData: { title: '订单数据', heading: 'h2' }, component: onItsWay('orderData', '效果图概况') }),
      ]),
      createRoute({ getParentRoute: () => root, path: 'article/add', staticData: { title: '发布文章' }, component: onItsWay('articleAdd', '文章表单') }),
    ];
    const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/'] }) });
    await router.load();
    // What the screen's place showed at every commit: its headings, whether 加载中… was there, its text.
    const commits: string[] = [];
    const main = () => document.querySelector('main');
    const shown = () => {
      const headings = [...(main()?.querySelectorAll('h1, h2') ?? [])].map((h) => `${h.tagName.toLowerCase()}:${h.textContent}`);
      const tab = main()?.querySelector('[role="tab"][aria-selected="true"]')?.textContent;
      return [...headings, tab ? `tab:${tab}` : '', main()?.querySelector('[role="status"]') ? 'loading' : '', main()?.querySelector('p:not([role])')?.textContent ?? ''].filter(Boolean).join(' ');
    };
    renderWithApp(
      <Profiler id="app" onRender={() => commits.push(shown())}>
        <RouterProvider router={router} />
      </Profiler>,
      app,
    );
    await screen.findByText('首页内容');
    const open = async (to: string, name: string, screenText: string, meanwhile?: () => Promise<void>) => {
      const from = main()?.querySelector('p:not([role])')?.textContent ?? '';
      commits.length = 0;
      const navigation = router.navigate({ to });
      await vi.waitFor(() => expect(arrivals[name]).toBeDefined());
      // Whatever React has to render while the file is on its way, rendered.
      await act(async () => {});
      await meanwhile?.();
      // Once gone, the screen left does not come back under the new address while the file is
      // on its way (the router still holds it then).
      const left = commits.findIndex((c) => !c.includes(from));
      expect(left, JSON.stringify(commits)).toBeGreaterThanOrEqual(0);
      expect(commits.slice(left).filter((c) => c.includes(from)), JSON.stringify(commits)).toEqual([]);
      await act(async () => {
        arrivals[name]();
        await navigation;
      });
      await screen.findByText(screenText);
      return [...commits];
    };

    // A list of 效果图: its heading, with the 加载中… line where the list will be, then the list.
    const picture = await open('/picture', 'picture', '组图列表');
    expect(picture, JSON.stringify(picture)).toContain('h1:效果图 loading');
    expect(picture.at(-1)).toBe('组图列表');
    // A screen of the personal centre: the screen's own title, not the centre's.
    const personalScreen = await open('/personal/orderData', 'orderData', '效果图概况');
    expect(personalScreen, JSON.stringify(personalScreen)).toContain('h2:订单数据 loading');
    // A screen whose route names no heading nor tabs (发布文章): the 加载中… line alone.
    const articleForm = await open('/article/add', 'articleAdd', '文章表单');
    expect(articleForm, JSON.stringify(articleForm)).toContain('loading');
    expect(articleForm.some((c) => c.startsWith('h') || c.startsWith('tab:')), JSON.stringify(articleForm)).toBe(false);
    // 订单 opens with its tabs: they are there at once, and they work while the screen is on its
    // way (a pick changes the address's tab, which the screen then opens on).
    const order = await open('/order', 'order', '订单列表', async () => {
      expect((await screen.findAllByRole('tab')).map((t) => t.textContent)).toEqual(ORDER_TABS.map((t) => t.label));
      fireEvent.click(screen.getByRole('tab', { name: '待接单' }));
      await vi.waitFor(() => expect(router.state.location.search).toEqual({ tab: 3 }));
      await vi.waitFor(() => expect(screen.getByRole('tab', { name: '待接单' }).getAttribute('aria-selected')).toBe('true'));
    });
    expect(order, JSON.stringify(order)).toContain('tab:全部订单 loading');
    expect(order, JSON.stringify(order)).toContain('tab:待接单 loading');
    expect(order.some((c) => c.startsWith('h')), JSON.stringify(order)).toBe(false);
    expect(order.at(-1)).toBe('订单列表');
  });
});
