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

/**
 * One answer per tab, each resolved by the test; what every commit showed, and the same with
 * the list's requests in between (`events`: `ask:tab@offset with` what the page showed then).
 */
function harness(pageSize = 15) {
  const answers = new Map<string, (page: OrderPage) => void>();
  const commits: string[] = [];
  const events: string[] = [];
  const app = testContainer();
  app.container.bind(ListOrders).toConstantValue({
    execute: (filters: OrderFilters, page: { offset: number }) =>
      new Promise<OrderPage>((resolve) => {
        events.push(`ask:${filters.tab}@${page.offset} with ${shown()}`);
        answers.set(`${filters.tab}@${page.offset}`, resolve);
      }),
  } as unknown as ListOrders);
  const shown = () =>
    screen.queryByRole('list', { name: '订单列表' })
      ? `rows:${screen.queryAllByRole('listitem').map((li) => li.textContent?.match(/小区\d+/)?.[0]).join(',')}${screen.getByRole('list', { name: '订单列表' }).getAttribute('aria-busy') === 'true' ? ' busy' : ''}`
      : screen.queryByLabelText('加载中')
        ? 'loading'
        : 'other';
  let setFilters: (filters: OrderFilters) => void = () => {};
  function List() {
    const [filters, set] = useState(EMPTY_FILTERS);
    setFilters = set;
    return (
      <Profiler
        id="list"
        onRender={() => {
          commits.push(shown());
          events.push(commits.at(-1)!);
        }}
      >
        <OrderRowContext.Provider value={context}>
          <OrderListView scope="own" filters={filters} pageSize={pageSize} />
        </OrderRowContext.Provider>
      </Profiler>
    );
  }
  renderWithApp(<List />, app);
  return {
    commits,
    events,
    asked: (tab: number, offset = 0) => answers.has(`${tab}@${offset}`),
    answer: (tab: number, garden: string, { offset = 0, total = 1 } = {}) =>
      act(async () => answers.get(`${tab}@${offset}`)!({ orders: [anOrder({ order_id: tab * 100 + offset + 1, garden })], total, headlines: [] })),
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

  it('a next page that has arrived stays loading until its rows are on the screen: the page after it is asked for only then', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    const list = harness(1);
    await vi.waitFor(() => expect(list.asked(0)).toBe(true));
    await list.answer(0, '小区1', { total: 3 });
    // The short list is at its bottom at once, so it asks for the next page.
    await vi.waitFor(() => expect(list.asked(0, 1)).toBe(true));
    list.events.length = 0;
    await list.answer(0, '小区2', { offset: 1, total: 3 });
    await vi.waitFor(() => expect(list.asked(0, 2)).toBe(true));
    // The update that delivered the page kept the list loading; not yet shown, it would have
    // asked for the third page with the second page's rows not yet measured.
    expect(list.events[0]).toBe('rows:小区1 busy');
    // A child's effect asks within the commit that shows the rows, before the Profiler hears of
    // that commit: what the page showed when it asked is what counts.
    expect(list.events.find((e) => e.startsWith('ask:0@2'))).toMatch(/^ask:0@2 with rows:小区1,小区2( busy)?$/);
  });
});
