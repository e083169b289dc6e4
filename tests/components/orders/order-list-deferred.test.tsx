import { Profiler, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ListOrders } from '../../../src/application/orders/order-queries';
import type { OrderPage } from '../../../src/application/ports/order-gateway';
import { EMPTY_FILTERS, type OrderFilters } from '../../../src/domain/order/order-query';
import { OrderListView } from '../../../src/ui/features/orders/order-list-view';
import { OrderRowContext, type OrderRowContextValue } from '../../../src/ui/features/orders/order-row-context';
import { createFlagStore } from '../../../src/ui/components/keyed-flags';
import { anOrder } from '../../fakes/order-fixtures';
import { renderWithApp, testContainer } from '../test-app';

const context: OrderRowContextValue = {
  role: 'NormalAccount',
  run: () => {},
  expanded: createFlagStore(),
  selection: createFlagStore(),
  batch: false,
  readOnly: false,
};

/** One answer per tab, each resolved by the test; what every commit showed. */
function harness() {
  const answers = new Map<number, (page: OrderPage) => void>();
  const app = testContainer();
  app.container.bind(ListOrders).toConstantValue({
    execute: (filters: OrderFilters) => new Promise<OrderPage>((resolve) => answers.set(filters.tab, resolve)),
  } as unknown as ListOrders);
  const commits: string[] = [];
  const shown = () =>
    screen.queryByRole('list', { name: '订单列表' })
      ? `rows:${screen.queryAllByRole('listitem').map((li) => li.textContent?.match(/小区\d+/)?.[0]).join(',')}`
      : screen.queryByLabelText('加载中')
        ? 'loading'
        : 'other';
  let setFilters: (filters: OrderFilters) => void = () => {};
  function List() {
    const [filters, set] = useState(EMPTY_FILTERS);
    setFilters = set;
    return (
      <Profiler id="list" onRender={() => commits.push(shown())}>
        <OrderRowContext.Provider value={context}>
          <OrderListView scope="own" filters={filters} pageSize={15} />
        </OrderRowContext.Provider>
      </Profiler>
    );
  }
  renderWithApp(<List />, app);
  return {
    commits,
    answer: (tab: number, garden: string) =>
      act(async () => answers.get(tab)!({ orders: [anOrder({ order_id: tab + 1, garden })], total: 1, headlines: [] })),
    show: (filters: OrderFilters) => act(() => setFilters(filters)),
  };
}

describe('the order list renders an answer in a deferred pass (issue 13)', () => {
  it('the update that delivers the rows commits the spinner once more; the rows come in a later commit', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const list = harness();
    await vi.waitFor(() => expect(list.commits).toContain('loading'));
    list.commits.length = 0;
    await list.answer(0, '小区1');
    await screen.findByRole('list', { name: '订单列表' });
    // Rendered at once (useSyncExternalStore), the rows would be in the first commit.
    expect(list.commits[0]).toBe('loading');
    expect(list.commits.at(-1)).toBe('rows:小区1');

    // Another tab: its spinner at once, never the previous tab's rows, then its own rows.
    list.commits.length = 0;
    list.show({ ...EMPTY_FILTERS, tab: 1 });
    expect(list.commits).not.toHaveLength(0);
    expect(new Set(list.commits)).toEqual(new Set(['loading']));
    await list.answer(1, '小区2');
    await vi.waitFor(() => expect(list.commits.at(-1)).toBe('rows:小区2'));
    expect(list.commits.filter((c) => c.startsWith('rows')).every((c) => c === 'rows:小区2')).toBe(true);
  });
});
