import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '../../../src/ui/app/app-system';
import { InfiniteList } from '../../../src/ui/components/infinite-list';

// Rows a good deal taller than the list's estimate, as an order row is on a phone (about 210 px
// against 170), so that where a row is drawn tells whether it was placed by the estimate.
const ROW_HEIGHT = 230;
const ESTIMATE = 170;
const GAP = 12;
const rows = Array.from({ length: 30 }, (_, i) => ({ id: i + 1, title: `订单 ${i + 1}` }));

function List() {
  return (
    <ChakraProvider value={appSystem}>
      <div style={{ height: 300 }}>页头</div>
      <InfiniteList
        items={rows}
        getKey={(r) => r.id}
        renderItem={(r) => <p style={{ height: ROW_HEIGHT, margin: 0 }}>{r.title}</p>}
        label="订单列表"
        hasMore={false}
        loading={false}
        onLoadMore={() => {}}
        estimateSize={ESTIMATE}
        gap={GAP}
      />
    </ChakraProvider>
  );
}

const items = () => screen.queryAllByRole('listitem');
const tops = () => items().map((el) => el.getBoundingClientRect().top + window.scrollY);

/** Each mounted row begins a gap below the one before it: none overlaps another or leaves a hole. */
function expectRowsStacked() {
  const [first, ...rest] = tops();
  rest.forEach((top, i) => expect(top - first).toBeCloseTo((i + 1) * (ROW_HEIGHT + GAP), 0));
}

/** Waits for the next frame and the task after it (a ResizeObserver's answer and React's render). */
const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

let RealResizeObserver: typeof ResizeObserver;
beforeEach(() => {
  RealResizeObserver = window.ResizeObserver;
  window.scrollTo(0, 0);
});
afterEach(() => {
  window.ResizeObserver = RealResizeObserver;
  cleanup();
  window.scrollTo(0, 0);
});

describe('InfiniteList draws its rows where they end up', () => {
  it('stacks rows of any height before they are measured: no row is drawn over another', async () => {
    // A ResizeObserver that never reports: the rows keep the virtualizer's estimate (170 px).
    // Placed at the estimated offsets, each row overlapped the next by 60 px until measured.
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    render(<List />);
    await expect.poll(() => items().length).toBeGreaterThan(3);
    await nextFrame();
    expectRowsStacked();
    // The list starts where it stands in the page, under the 300 px header.
    expect(tops()[0]).toBeCloseTo(300, 0);
  });

  it('keeps the rows stacked once measured, and the line under the list after the last row', async () => {
    render(<List />);
    await expect.poll(() => items().length).toBeGreaterThan(3);
    await nextFrame();
    expectRowsStacked();
    // Scrolled to the middle of the list, the rows mounted there stand on the screen, stacked,
    // with the space of the rows above them kept (measured rows at their height, the others at
    // the estimate): no blank screen.
    const list = screen.getByRole('list', { name: '订单列表' });
    await act(async () => window.scrollTo(0, 300 + 14 * (ESTIMATE + GAP)));
    await expect.poll(() => screen.queryByText('订单 15') !== null).toBe(true);
    await nextFrame();
    expectRowsStacked();
    const onScreen = items().filter((el) => {
      const box = el.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight;
    });
    expect(onScreen.length).toBeGreaterThan(0);
    // At the end, the list is as tall as its rows and nothing of it hangs over what follows.
    await act(async () => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => screen.queryByText('订单 30') !== null).toBe(true);
    await nextFrame();
    await nextFrame();
    const last = screen.getByText('订单 30').closest('[role="listitem"]')!.getBoundingClientRect();
    expect(list.getBoundingClientRect().bottom).toBeCloseTo(last.bottom, 0);
  });
});
