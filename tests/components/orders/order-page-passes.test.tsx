import { type ComponentType, Profiler } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import type { SessionModel } from '../../../src/application/session/session.model';
import { TOKENS } from '../../../src/application/tokens';
import OrderPage from '../../../src/ui/routes/order';
import GroupOrderPage from '../../../src/ui/routes/grouporder';
import { ListOrders } from '../../../src/application/orders/order-queries';
import { ListGroupCompanies } from '../../../src/application/orders/group-companies';
import { signInAs } from '../../fakes/signed-in-session';
import { sessionAs } from '../../fakes/order-fixtures';
import { InMemoryOrderGateway } from '../../fakes/in-memory-order-gateway';
import { loaded } from '../../fakes/loaded';
import { FixedClock } from '../../fakes/fixed-clock';
import { InMemorySubAccountGateway } from '../../fakes/in-memory-appeal-gateway';
import { renderWithApp, testContainer } from '../test-app';

interface Commit {
  tabs: boolean;
  /** The toolbar (/grouporder: the filters), found by its search box. */
  toolbar: boolean;
}

/**
 * Renders `Page` under a router and records what each of its commits showed, until the toolbar
 * is in, and every list spinner element they showed.
 */
async function renderRecorded(Page: ComponentType, app: ReturnType<typeof testContainer>) {
  const commits: Commit[] = [];
  const spinners = new Set<Element>();
  const Recorded = () => (
    <Profiler
      id="page"
      onRender={() => {
        commits.push({ tabs: screen.queryAllByRole('tab').length > 0, toolbar: screen.queryByRole('textbox', { name: '搜索订单' }) !== null });
        for (const spinner of screen.queryAllByRole('status', { name: '加载中' })) spinners.add(spinner);
      }}
    >
      <Page />
    </Profiler>
  );
  const router = createRouter({ routeTree: createRootRoute({ component: Recorded }), history: createMemoryHistory({ initialEntries: ['/'] }) });
  renderWithApp(<RouterProvider router={router} />, app);
  await screen.findByRole('textbox', { name: '搜索订单' });
  return { commits, spinners };
}

/**
 * /order paints its tabs before its toolbar and list (issue 48): rendered in one pass, the
 * toolbar's fields and filters kept the tabs of a click in the top navigation off the screen
 * for 250-370 ms at 4x CPU; the tabs alone show in about 180.
 */
describe('the order page', () => {
  it('commits its tabs with the list spinner first, and the toolbar and rows in a later pass, keeping the spinner', async () => {
    const app = testContainer();
    signInAs(app.container.get<SessionModel>(TOKENS.SessionModel), 1);
    app.container.bind(TOKENS.OrderGateway).toConstantValue(loaded(new InMemoryOrderGateway()));
    app.container.bind(TOKENS.Clock).toConstantValue(new FixedClock());
    app.container.bind(TOKENS.SubAccountGateway).toConstantValue(loaded(new InMemorySubAccountGateway([])));
    app.container.bind(ListOrders).toConstantValue({ execute: () => new Promise(() => {}) } as unknown as ListOrders);
    const { commits, spinners } = await renderRecorded(OrderPage, app);

    const tabsAlone = commits.findIndex((c) => c.tabs && !c.toolbar);
    expect(tabsAlone, JSON.stringify(commits)).toBeGreaterThanOrEqual(0);
    expect(commits.findIndex((c) => c.toolbar)).toBeGreaterThan(tabsAlone);
    expect(screen.getByRole('tab', { name: '待接单' })).toBeTruthy();
    // The list's spinner is the same element in both passes: replaced, it would start its still
    // second again (docs/decisions/still-spinner.md).
    expect(spinners.size).toBe(1);
  });

  it('for a group, commits its tabs first, and its filters and list in a later pass', async () => {
    const app = testContainer();
    app.container.rebind(TOKENS.SessionModel).toConstantValue(sessionAs('GroupAccount'));
    app.container.bind(TOKENS.Clock).toConstantValue(new FixedClock());
    app.container.bind(ListGroupCompanies).toConstantValue({ execute: async () => [] } as unknown as ListGroupCompanies);
    app.container.bind(ListOrders).toConstantValue({ execute: () => new Promise(() => {}) } as unknown as ListOrders);
    const { commits } = await renderRecorded(GroupOrderPage, app);

    const tabsAlone = commits.findIndex((c) => c.tabs && !c.toolbar);
    expect(tabsAlone, JSON.stringify(commits)).toBeGreaterThanOrEqual(0);
    expect(commits.findIndex((c) => c.toolbar)).toBeGreaterThan(tabsAlone);
  });
});
