import { describe, expect, it } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { TOKENS } from '../../../src/application/tokens';
import { AssignOrders } from '../../../src/application/orders/assign-orders';
import { RejectOrder } from '../../../src/application/orders/set-order-status';
import type { OrderDialog } from '../../../src/ui/features/orders/order-dialog-state';
import { type OrderActions, useOrderActions } from '../../../src/ui/features/orders/use-order-actions';
import { orderKeys } from '../../../src/ui/components/order-cache';
import type { OrderListItem } from '../../../src/domain/order/order';
import type { OrderFilters } from '../../../src/domain/order/order-query';
import type { Container } from 'inversify';
import { HeldOrderGateway } from '../../fakes/in-memory-order-gateway';
import { FixedClock } from '../../fakes/fixed-clock';
import { loaded } from '../../fakes/loaded';
import { anOrder, sessionAs } from '../../fakes/order-fixtures';
import { renderWithApp, testContainer } from '../test-app';


const FILTERS = { tab: 0 } as unknown as OrderFilters;
const DESIGNER = { id: 7, realname: '李设计', phone: '13800000002', head_img_url: null };

/** The row actions beside one open list, as on /order: the list asks the gateway (the server). */
function harness(order: OrderListItem) {
  const app = testContainer();
  const gateway = new HeldOrderGateway();
  gateway.orders = [order];
  app.container.bind(TOKENS.OrderGateway).toConstantValue(loaded(gateway));
  app.container.bind(TOKENS.Clock).toConstantValue(new FixedClock());
  app.container.rebind(TOKENS.SessionModel).toConstantValue(sessionAs('NormalAccount'));
  const opened: OrderDialog[] = [];
  const seen: { actions?: OrderActions; row?: OrderListItem } = {};
  function Probe() {
    seen.actions = useOrderActions((dialog) => void opened.push(dialog));
    const list = useInfiniteQuery({
      queryKey: orderKeys.list('own', FILTERS, 20),
      queryFn: async () => {
        const page = await gateway.list({ offset: 0, limit: 20 } as never);
        if (!page.ok) throw page.error;
        return page.value;
      },
      initialPageParam: 0,
      getNextPageParam: () => undefined,
    });
    seen.row = list.data?.pages[0]?.orders[0];
    return null;
  }
  renderWithApp(<Probe />, app);
  return { app, gateway, opened, seen };
}

type Harness = ReturnType<typeof harness>;

/** Each action as the screen starts it: a row button, or a dialog's submit. */
const ACTIONS: [string, OrderListItem, Partial<OrderListItem>, (h: Harness, o: OrderListItem) => Promise<unknown>][] = [
  ['接单', anOrder({ status_name: '待接单' }), { status_name: '已接单' }, (h, o) => h.seen.actions!.run('accept', o)],
  ['关注', anOrder(), { isCollected: Math.floor(new FixedClock().now().getTime() / 1000) }, (h, o) => h.seen.actions!.run('follow', o)],
  ['隐藏', anOrder({ closed: 0 }), { closed: 1 }, (h, o) => h.seen.actions!.run('hide', o)],
  ['拒绝', anOrder({ status_name: '待接单' }), { status_name: '已拒绝' }, async (h, o) => {
    await h.seen.actions!.run('reject', o);
    const dialog = h.opened.find((d) => d.kind === 'reject');
    if (dialog?.kind !== 'reject') throw new Error('no confirm opened');
    const reject = (h.app.container as Container).get(RejectOrder);
    return h.seen.actions!.change({ orders: [o], change: dialog.change, send: () => reject.send(o, dialog.change) });
  }],
  ['分配', anOrder(), { subUserName: DESIGNER.realname }, (h, o) => {
    const assign = (h.app.container as Container).get(AssignOrders);
    return h.seen.actions!.change({ orders: [o], change: { subUserName: DESIGNER.realname, subUserPhone: DESIGNER.phone }, send: () => assign.execute([o], DESIGNER) });
  }],
];

describe('row actions are mutations: optimistic, rolled back, then what the server holds', () => {
  it.each(ACTIONS)('%s shows at once, and after success the row is the server\'s', async (_label, order, change, act_) => {
    const h = harness(order);
    await waitFor(() => expect(h.seen.row).toEqual(order));
    let done!: Promise<unknown>;
    await act(async () => {
      done = act_(h, order);
    });
    // Optimistic: the row shows the change while the call is held (a hidden row leaves 全部订单 at once).
    if (change.closed === 1) await waitFor(() => expect(h.seen.row).toBeUndefined());
    else await waitFor(() => expect(h.seen.row).toMatchObject(change));
    // The server holds the change and a new time the client cannot guess; a hidden order has left 全部订单.
    h.gateway.orders = change.closed === 1 ? [] : [{ ...order, ...change, bidder_timestamp: 1_800_000_000 }];
    const lists = h.gateway.named('list').length;
    await act(async () => {
      h.gateway.release();
      await done;
    });
    await waitFor(() => expect(h.gateway.named('list').length).toBeGreaterThan(lists));
    if (change.closed === 1) await waitFor(() => expect(h.seen.row).toBeUndefined());
    else await waitFor(() => expect(h.seen.row).toMatchObject({ ...change, bidder_timestamp: 1_800_000_000 }));
  });

  it.each(ACTIONS)('%s refused by the server is rolled back', async (_label, order, change, act_) => {
    const h = harness(order);
    await waitFor(() => expect(h.seen.row).toEqual(order));
    h.gateway.refuse(20022, '请勿重复操作');
    // The refetch after the refusal is held: only the rollback can bring the row back.
    h.gateway.holdLists();
    let done!: Promise<unknown>;
    await act(async () => {
      done = act_(h, order).catch(() => undefined);
    });
    if (change.closed === 1) await waitFor(() => expect(h.seen.row).toBeUndefined());
    else await waitFor(() => expect(h.seen.row).toMatchObject(change));
    const lists = h.gateway.named('list').length;
    await act(async () => {
      h.gateway.release();
    });
    await waitFor(() => expect(h.seen.row).toEqual(order));
    // Restored before any list answered again.
    await waitFor(() => expect(h.gateway.named('list').length).toBeGreaterThan(lists));
    expect(h.seen.row).toEqual(order);
    await act(async () => {
      h.gateway.releaseLists();
      await done;
    });
    expect(h.seen.row).toEqual(order);
  });
});
