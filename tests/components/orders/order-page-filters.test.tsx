import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { TOKENS } from '../../../src/application/tokens';
import OrderPage from '../../../src/ui/routes/order';
import { ORDER_STATUS, isPending, statusName } from '../../../src/domain/order/order-status';
import { ORDER_TABS } from '../../../src/domain/order/order-tabs';
import { InMemoryOrderGateway } from '../../fakes/in-memory-order-gateway';
import { orderWorld } from '../../fakes/order-world';
import { loaded } from '../../fakes/loaded';
import { FixedClock } from '../../fakes/fixed-clock';
import { sessionAs } from '../../fakes/order-fixtures';
import { InMemorySubAccountGateway } from '../../fakes/in-memory-appeal-gateway';
import { renderWithApp, testContainer } from '../test-app';

const SUB_USER = { id: 1002, realname: '李设计' };
const PENDING_TAB = ORDER_TABS.find((t) => t.label === statusName(ORDER_STATUS.pending))!;

/**
 * /order through the in-memory gateway, which answers the list's query as the backend does
 * (held to it by tests/fakes/cases/order-gateway.cases.ts): a wrong query shows wrong rows here.
 */
describe('the order page asks for its tab', () => {
  it('待接单 shows the pending orders the server holds, and no other', async () => {
    const app = testContainer();
    app.container.rebind(TOKENS.SessionModel).toConstantValue(sessionAs('NormalAccount'));
    const gateway = new InMemoryOrderGateway();
    gateway.orders = orderWorld(SUB_USER);
    app.container.bind(TOKENS.OrderGateway).toConstantValue(loaded(gateway));
    app.container.bind(TOKENS.Clock).toConstantValue(new FixedClock());
    app.container.bind(TOKENS.SubAccountGateway).toConstantValue(loaded(new InMemorySubAccountGateway([])));
    const router = createRouter({
      routeTree: createRootRoute({ component: OrderPage }),
      history: createMemoryHistory({ initialEntries: [`/?tab=${PENDING_TAB.tab}`] }),
    });
    renderWithApp(<RouterProvider router={router} />, app);

    const pending = gateway.orders.filter((o) => o.closed === 0 && isPending(o.status_name ?? ''));
    const list = await screen.findByRole('list', { name: '订单列表' });
    // The rows arrive in passes (the first ones, then the rest of the page).
    await waitFor(() => expect(within(list).queryAllByRole('listitem')).toHaveLength(Math.min(pending.length, 10)));
    const rows = within(list).getAllByRole('listitem');
    for (const row of rows) expect(row.textContent).toContain(statusName(ORDER_STATUS.pending));
    for (const order of pending.slice(0, rows.length)) expect(list.textContent).toContain(String(order.order_id));
  });
});
