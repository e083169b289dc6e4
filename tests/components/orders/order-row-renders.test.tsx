import { Profiler, useState, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { OrderRow } from '../../../src/ui/features/orders/order-row';
import { OrderRowContext, type OrderRowContextValue } from '../../../src/ui/features/orders/order-row-context';
import { createFlagStore } from '../../../src/ui/components/keyed-flags';
import type { OrderListItem } from '../../../src/domain/order/order';
import { renderWithApp } from '../test-app';

const order = (id: number, over: Partial<OrderListItem> = {}): OrderListItem => ({
  order_id: id,
  garden: `小区${id}`,
  status_name: '已接单',
  orderPrice: 50,
  contact: '王先生',
  locationName: '浙江省杭州市西湖区',
  deco_type_name: '全包',
  area: 80,
  budget_name: '10-15万',
  bidder_timestamp: 1_763_700_000,
  isCollected: null,
  subUserName: null,
  subUserPhone: null,
  closed: 0,
  complaintIt: 99,
  ...over,
});

/** Counts commits per row id: the render-count budget for the order list. */
function harness(batch: boolean) {
  const renders = new Map<string, number>();
  const onRender = (id: string) => renders.set(id, (renders.get(id) ?? 0) + 1);
  const context: OrderRowContextValue = {
    role: 'NormalAccount',
    run: () => {},
    expanded: createFlagStore(),
    selection: createFlagStore(),
    batch,
    readOnly: false,
  };
  let setOrders: (orders: OrderListItem[]) => void = () => {};
  const List = ({ initial }: { initial: OrderListItem[] }): ReactNode => {
    const [orders, set] = useState(initial);
    setOrders = set;
    return (
      <OrderRowContext.Provider value={context}>
        {orders.map((o) => (
          <Profiler key={o.order_id} id={String(o.order_id)} onRender={onRender}>
            <OrderRow order={o} />
          </Profiler>
        ))}
      </OrderRowContext.Provider>
    );
  };
  return { renders, context, List, update: (orders: OrderListItem[]) => setOrders(orders) };
}

describe('order rows re-render only for their own changes', () => {
  it('selecting one row in batch mode commits that row only', () => {
    const h = harness(true);
    const orders = [1, 2, 3, 4, 5].map((id) => order(id));
    renderWithApp(<h.List initial={orders} />);
    h.renders.clear();
    fireEvent.click(screen.getByRole('checkbox', { name: '选择订单3' }));
    expect([...h.renders.keys()]).toEqual(['3']);
  });

  it('an optimistic update of one order commits that row only', () => {
    const h = harness(false);
    const orders = [1, 2, 3, 4, 5].map((id) => order(id));
    // A row reads its expanded flag while rendering, so reads per key count row renders
    // (Profiler would report every row here, since the parent re-renders the Profilers).
    const reads = new Map<number, number>();
    const has = h.context.expanded.has;
    h.context.expanded.has = (key) => {
      reads.set(Number(key), (reads.get(Number(key)) ?? 0) + 1);
      return has(key);
    };
    renderWithApp(<h.List initial={orders} />);
    reads.clear();
    act(() => h.update(orders.map((o) => (o.order_id === 2 ? { ...o, isCollected: 1 } : o))));
    expect(screen.getAllByText('已关注')).toHaveLength(1);
    expect([...reads.keys()]).toEqual([2]);
  });
});
