import { useCallback, useLayoutEffect, useRef } from 'react';

/** The part of an infinite query (useInfiniteQuery's result) that loads its next page. */
export interface NextPageSource {
  fetchNextPage: (options?: { cancelRefetch?: boolean }) => Promise<unknown>;
}

/**
 * The next page of an infinite query, asked as TanStack Query's own state decides, not as the
 * screen last rendered it: while a fetch of the list runs the call joins it (`cancelRefetch:
 * false`; the default cancels it and asks for the same page again), and a list without a next
 * page asks nothing. Every infinite list passes it as its `onLoadMore`.
 */
export const nextPage = (query: NextPageSource) => () => query.fetchNextPage({ cancelRefetch: false });

/**
 * `load` at most once at a time: a call while the last one's promise is unsettled does nothing.
 * The flag is set in the call itself, so the checks of a fast scroll (scroll events, a resize,
 * the check after a change), which can all come before React has rendered the list as loading,
 * ask once: with the render's `loading` alone, one page was asked for twice (issue 55).
 */
export function useOneAtATime(load: () => unknown): () => void {
  const latest = useRef(load);
  useLayoutEffect(() => {
    latest.current = load;
  });
  const busy = useRef(false);
  return useCallback(() => {
    if (busy.current) return;
    const running = latest.current();
    if (!(running instanceof Promise)) return;
    busy.current = true;
    void running.then(
      () => (busy.current = false),
      () => (busy.current = false),
    );
  }, []);
}
