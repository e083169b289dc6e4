import { Profiler } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '../../../src/ui/app/app-system';
import { InfiniteList, ROWS_PER_TASK } from '../../../src/ui/components/infinite-list';

const rows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `订单 ${i + 1}` }));

function renderList() {
  return render(
    <ChakraProvider value={appSystem}>
      <InfiniteList
        items={rows}
        getKey={(r) => r.id}
        renderItem={(r) => <p>{r.title}</p>}
        label="订单列表"
        hasMore={false}
        loading={false}
        onLoadMore={() => {}}
        estimateSize={170}
      />
    </ChakraProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('InfiniteList', () => {
  it('reads no layout while React commits its rows: the browser lays them out in the next frame', () => {
    const rect = vi.spyOn(Element.prototype, 'getBoundingClientRect');
    const height = vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get');
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    act(() => void renderList());
    expect(screen.getAllByRole('listitem').length).toBeGreaterThan(0);
    // Forced synchronous layout inside the commit made one long task of the rows' first render.
    expect(rect).not.toHaveBeenCalled();
    expect(height).not.toHaveBeenCalled();
    // The list's distance from the top is read in the next frame.
    act(() => frames.splice(0).forEach((cb) => cb(0)));
    expect(rect).toHaveBeenCalled();
  });
});

describe('InfiniteList fills the screen a few rows per task', () => {
  it('mounts the first two rows at once and the others two per task, then keeps them', async () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1200);
    const counts: number[] = [];
    const seen = new MutationObserver(() => {
      const n = document.querySelectorAll('[role="listitem"]').length;
      if (n !== counts.at(-1)) counts.push(n);
    });
    seen.observe(document.body, { childList: true, subtree: true });
    act(() => void renderList());
    expect(screen.getAllByRole('listitem')).toHaveLength(ROWS_PER_TASK);
    await waitFor(() => expect(screen.getAllByRole('listitem').length).toBeGreaterThan(2 * ROWS_PER_TASK));
    // All the rows the window holds (1200 px of 170 px rows, and the overscan), then no more.
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(11));
    // A few more tasks, each of which would have mounted more rows.
    for (let task = 0; task < 5; task++) await act(() => new Promise((r) => setTimeout(r)));
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getByText('订单 1')).toBeTruthy();
    // Each step added at most a few rows: the list was never mounted in one go (whatever the
    // machine's speed, the steps are commits of their own).
    seen.disconnect();
    expect(counts[0]).toBe(ROWS_PER_TASK);
    expect(counts.every((n, i) => i === 0 || (n > counts[i - 1]! && n - counts[i - 1]! <= ROWS_PER_TASK)), counts.join(',')).toBe(true);
  });
});

describe('InfiniteList renders its rows in its first commit', () => {
  it('knows the window from the start: no second, synchronous pass to mount the rows after the commit', () => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(1200);
    const commits: number[] = [];
    act(
      () =>
        void render(
          <ChakraProvider value={appSystem}>
            <Profiler id="list" onRender={() => commits.push(document.querySelectorAll('[role="listitem"]').length)}>
              <InfiniteList items={rows} getKey={(r) => r.id} renderItem={(r) => <p>{r.title}</p>} label="订单列表" hasMore={false} loading={false} onLoadMore={() => {}} estimateSize={170} />
            </Profiler>
          </ChakraProvider>,
        ),
    );
    // Assuming an empty window, the virtualizer read the real one in a layout effect and mounted
    // the rows in a synchronous update there, which undid a deferred answer's time-slicing.
    expect(commits).toEqual([ROWS_PER_TASK]);
  });
});
