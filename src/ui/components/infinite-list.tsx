import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';
import { Box, Spinner, Text } from '@chakra-ui/react';
import { measureElement as measuredBox, useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLoadMore } from './use-load-more';
import { nextTask } from './next-task';
import { registerWindowScroller } from './window-scroll';

export interface InfiniteListProps<T> {
  items: T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Accessible name of the list. */
  label: string;
  total?: number;
  hasMore: boolean;
  loading: boolean;
  /** Loads the next page: `nextPage(query)`, which the list calls once at a time (useOneAtATime). */
  onLoadMore: () => unknown;
  /** The next page loads within this distance of the bottom. */
  loadDistance?: number;
  estimateSize?: number;
  gap?: number;
  endText?: string;
}

/** Rows mounted per task while a list first fills the screen. */
export const ROWS_PER_TASK = 2;

/** Distance of an element from the top of the document. */
const documentTop = (el: HTMLElement | null) => (el ? el.getBoundingClientRect().top + window.scrollY : 0);

/**
 * A window-scrolled list that renders only the rows near the viewport (rows are measured, so
 * they may grow when expanded), loads the next page near the bottom and ends with a line.
 */
export function InfiniteList<T>(props: InfiniteListProps<T>) {
  const { items, getKey, renderItem, label, hasMore, loading, onLoadMore, gap = 12 } = props;
  const host = useRef<HTMLDivElement>(null);
  const [margin, setMargin] = useState(0);
  // Layout is read in the next frame, where the browser lays the page out anyway: read during
  // React's commit, it forced a layout pass inside the task that rendered the rows.
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const top = documentTop(host.current);
      setMargin((m) => (Math.abs(top - m) > 1 ? top : m));
    });
    return () => cancelAnimationFrame(frame);
  });
  // The window's size from the start: the virtualizer otherwise assumes an empty window, reads
  // the real one in a layout effect and renders the rows again there, in a synchronous pass
  // after the commit, which undid the time-slicing of a deferred answer (useDeferredAnswer).
  const [viewport] = useState(() => ({ width: window.innerWidth, height: window.innerHeight }));
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    initialRect: viewport,
    estimateSize: () => props.estimateSize ?? 150,
    overscan: 4,
    useFlushSync: false,
    gap,
    scrollMargin: margin,
    getItemKey: (i) => getKey(items[i]),
    // Rows take their size from the ResizeObserver, after the browser's own layout; measuring
    // in the ref callback (the default) forced a layout pass inside React's commit.
    measureElement: (el, entry, instance) =>
      entry ? measuredBox(el, entry, instance) : (instance.measurementsCache[instance.indexFromElement(el)]?.size ?? props.estimateSize ?? 150),
  });
  useEffect(() => registerWindowScroller((behavior) => virtualizer.scrollToOffset(0, { behavior })), [virtualizer]);
  useLoadMore(hasMore && !loading, onLoadMore, props.loadDistance ?? 150, items.length);
  // When a page of rows arrives, they are mounted two per task: all at once (up to 15 order
  // rows with their Chakra styles) made one of the longest tasks of /order on a slow phone
  // (issue 13). The first rows show at once; the rest follow within a few frames.
  // Only the first time: once the screen is full, rows scrolled into view mount at once. Each
  // step renders in a transition, which React cuts into 5 ms slices; only its commit is one task.
  const rows = virtualizer.getVirtualItems();
  const [mounted, setMounted] = useState(ROWS_PER_TASK);
  const [filled, setFilled] = useState(false);
  const pending = !filled && mounted < rows.length;
  if (!pending && rows.length > 0 && !filled) setFilled(true);
  useEffect(() => {
    if (!pending) return;
    let cancelled = false;
    void nextTask().then(() => {
      if (!cancelled) startTransition(() => setMounted((m) => m + ROWS_PER_TASK));
    });
    return () => {
      cancelled = true;
    };
  }, [pending, mounted]);

  // The rows stand in the page's flow, one under the other, between two spacers (padding) for
  // the rows not mounted: each is drawn where it really ends up, from its first frame. Placed
  // absolutely at the virtualizer's estimated offsets (170 px for a row of 200 or more), the rows
  // were drawn overlapping until the ResizeObserver had measured them and React had rendered
  // again, a frame or more later, and each such step was one more layout and paint during the
  // first load of /order. Measurements now change only the spacers, which lie outside the screen
  // while a list fills it. The browser's own scroll anchoring is off: the virtualizer already
  // keeps the rows in view when a row above them is measured.
  const shown = pending ? rows.slice(0, mounted) : rows;
  const total = virtualizer.getTotalSize();
  const before = shown.length > 0 ? shown[0].start - margin : 0;
  const after = shown.length > 0 ? Math.max(0, total - (shown[shown.length - 1].end - margin)) : total;
  return (
    <>
      <div
        ref={host}
        role="list"
        aria-label={label}
        aria-busy={loading}
        style={{ display: 'flex', flexDirection: 'column', gap, paddingTop: before, paddingBottom: after, overflowAnchor: 'none' }}
      >
        {shown.map((row) => (
          <div
            key={row.key}
            role="listitem"
            aria-posinset={row.index + 1}
            aria-setsize={props.total ?? (hasMore ? -1 : items.length)}
            data-index={row.index}
            ref={virtualizer.measureElement}
          >
            {renderItem(items[row.index], row.index)}
          </div>
        ))}
      </div>
      <Box py="4" textAlign="center" color="gray.600" fontSize="sm" aria-live="polite">
        {loading && (
          <span>
            <Spinner size="xs" mr="2" />
            加载中…
          </span>
        )}
        {!loading && !hasMore && items.length > 0 && <Text data-testid="list-end">{props.endText ?? '—— 已经到底了 ——'}</Text>}
      </Box>
    </>
  );
}
