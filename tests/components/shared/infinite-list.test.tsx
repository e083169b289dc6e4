import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { ChakraProvider } from '@chakra-ui/react';
import { appSystem } from '../../../src/ui/app/theme';
import { InfiniteList } from '../../../src/ui/components/infinite-list';

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
