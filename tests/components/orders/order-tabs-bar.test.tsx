import { Profiler, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ORDER_TABS } from '../../../src/domain/order/order-tabs';
import { OrderTabsBar } from '../../../src/ui/features/orders/order-tabs-bar';

/** The bar as /order uses it: the selected tab is the page's search parameter, here a state. */
function OrdersPage({ start = 0, changes }: { start?: number; changes: number[] }) {
  const [tab, setTab] = useState(start);
  return (
    <OrderTabsBar
      tabs={ORDER_TABS}
      tab={tab}
      onChange={(next) => {
        changes.push(next);
        setTab(next);
      }}
    >
      <button type="button">列表 {tab}</button>
    </OrderTabsBar>
  );
}
const tab = (name: string) => screen.getByRole('tab', { name });

describe('OrderTabsBar: the order tabs', () => {
  it('names each tab by its label (the dot of 待反馈 is not read), and the list is in the open panel, named by its tab', () => {
    render(<OrdersPage start={3} changes={[]} />);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['全部订单', '待接单', '待反馈', '已关注', '已隐藏']);
    expect(tab('待接单').getAttribute('aria-selected')).toBe('true');
    expect(tab('待接单').tabIndex).toBe(0);
    expect(tab('全部订单').tabIndex).toBe(-1);
    const panel = screen.getByRole('tabpanel', { name: '待接单' });
    expect(panel.textContent).toBe('列表 3');
    expect(tab('待反馈').querySelector('[data-testid="feedback-dot"]')?.getAttribute('aria-hidden')).toBe('true');
    // Only the open tab's panel holds the list: one list, not five.
    expect(screen.getAllByRole('button', { name: /^列表/, hidden: true })).toHaveLength(1);
  });

  it('a click selects the tab through onChange with its number', async () => {
    const changes: number[] = [];
    render(<OrdersPage changes={changes} />);
    fireEvent.click(tab('已隐藏'));
    await waitFor(() => expect(changes).toEqual([9]));
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: '已隐藏' }).textContent).toBe('列表 9'));
  });

  it('arrow keys, Home and End select the next tab (wrapping) and take the focus along', async () => {
    const changes: number[] = [];
    render(<OrdersPage changes={changes} />);
    tab('全部订单').focus();
    fireEvent.keyDown(tab('全部订单'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('已隐藏'));
    fireEvent.keyDown(tab('已隐藏'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('全部订单'));
    fireEvent.keyDown(tab('全部订单'), { key: 'End' });
    fireEvent.keyDown(tab('已隐藏'), { key: 'Home' });
    fireEvent.keyDown(tab('全部订单'), { key: 'ArrowRight' });
    await waitFor(() => expect(changes).toEqual([9, 0, 9, 0, 3]));
    expect(tab('待接单').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('待接单'));
  });

  it('a pick whose navigation never settles is forgotten once the address moves, also when it comes back', async () => {
    function Page() {
      const [tab, setTab] = useState(0);
      return (
        <>
          <OrderTabsBar tabs={ORDER_TABS} tab={tab} onChange={() => new Promise<void>(() => undefined)}>
            <p>列表 {tab}</p>
          </OrderTabsBar>
          <button type="button" onClick={() => setTab(3)}>去待接单</button>
          <button type="button" onClick={() => setTab(0)}>回全部订单</button>
        </>
      );
    }
    render(<Page />);
    fireEvent.click(tab('已隐藏'));
    expect(tab('已隐藏').getAttribute('aria-selected')).toBe('true');
    // Another navigation (a link, the back button) moves the address instead, then back again.
    fireEvent.click(screen.getByRole('button', { name: '去待接单' }));
    await waitFor(() => expect(tab('待接单').getAttribute('aria-selected')).toBe('true'));
    fireEvent.click(screen.getByRole('button', { name: '回全部订单' }));
    await waitFor(() => expect(screen.getByRole('tabpanel', { name: '全部订单' }).textContent).toBe('列表 0'));
    expect(tab('全部订单').getAttribute('aria-selected')).toBe('true');
    expect(tab('已隐藏').getAttribute('aria-selected')).toBe('false');
  });

  it('a click draws the selected tab first, then changes the address and swaps the panel (issue 48)', async () => {
    const changes: number[] = [];
    const commits: { selected: string; panel: string; covered: boolean; inert: boolean; tabStop: string }[] = [];
    const record = () => {
      const selected = document.querySelector('[role="tab"][aria-selected="true"]')?.textContent ?? '';
      const open = [...document.querySelectorAll('[role="tabpanel"]')].find((p) => !(p as HTMLElement).hidden);
      const tabStop = document.querySelector('[role="tab"][tabindex="0"]')?.textContent ?? '';
      commits.push({
        selected,
        panel: open?.textContent ?? '',
        covered: open?.hasAttribute('data-leaving') === true && open.getAttribute('aria-busy') === 'true',
        inert: open?.hasAttribute('inert') ?? false,
        tabStop,
      });
    };
    render(
      <Profiler id="tabs" onRender={record}>
        <OrdersPage changes={changes} />
      </Profiler>,
    );
    commits.length = 0;
    fireEvent.click(tab('已隐藏'));
    // The navigation (onChange) waits for the click's frame: in the click it took about half of
    // a switch at 4x CPU.
    expect(changes).toEqual([]);
    // As one commit, the new list rendered inside the click, before its next paint. Meanwhile
    // the leaving list stays in place, covered and busy, and the tab stop (tabindex) stays where
    // it was: changing it, or making the list inert, made the browser recalculate the style of
    // the whole list inside the click's commit.
    expect(commits[0], JSON.stringify(commits)).toEqual({ selected: '已隐藏', panel: '列表 0', covered: true, inert: false, tabStop: '全部订单' });
    await waitFor(() => expect(commits.at(-1)).toEqual({ selected: '已隐藏', panel: '列表 9', covered: false, inert: false, tabStop: '已隐藏' }));
    expect(changes).toEqual([9]);
  });
});
