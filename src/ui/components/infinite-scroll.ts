import { useEffect } from 'react';
import { type NextPageSource, nextPage, useOneAtATime } from './next-page';

export interface InfiniteScrollOptions {
  /** More pages exist; when false the listener is removed. */
  hasMore: boolean;
  /** A page is loading; no further request until it is done. */
  loading: boolean;
  /** Loads the next page: `nextPage(query)`, which this calls once at a time (useOneAtATime). */
  onLoadMore: () => unknown;
  /** Distance from the bottom of the page, in px, that triggers the next page (spec: 100 by default). */
  threshold?: number;
  /** Scroll handling is throttled (spec: 100 ms). */
  throttleMs?: number;
}

/**
 * Window-level infinite scroll: when the bottom of the page comes within `threshold` px the
 * next page is requested. It also checks once after every change, so a first page shorter
 * than the window keeps loading until the page scrolls or the list ends.
 */
export function useInfiniteScroll({ hasMore, loading, onLoadMore, threshold = 100, throttleMs = 100 }: InfiniteScrollOptions) {
  const load = useOneAtATime(onLoadMore);

  useEffect(() => {
    if (!hasMore || loading) return;
    const check = () => {
      const doc = document.documentElement;
      if (doc.scrollHeight - window.innerHeight - window.scrollY <= threshold) load();
    };
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onScroll = () => {
      if (timer) return;
      timer = setTimeout(() => {
        timer = null;
        check();
      }, throttleMs);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    const first = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(first);
      if (timer) clearTimeout(timer);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [hasMore, loading, threshold, throttleMs, load]);
}

/** An infinite list's query as useScrolledPages reads it. */
interface PagedQuery<T> extends NextPageSource {
  data: { pages: { items: T[] }[] } | undefined;
  isPending: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
}

/**
 * The items of an infinite list's pages, and the next page loaded as the bottom of the window
 * comes within `threshold` px (useInfiniteScroll). While the first page is pending the list
 * counts as loading: its infinite scroll and its footer must not take the still empty list for
 * the end of the page.
 */
export function useScrolledPages<T>(query: PagedQuery<T>, threshold?: number) {
  const pages = {
    items: query.data?.pages.flatMap((p) => p.items) ?? [],
    loading: query.isFetching || query.isPending,
    pending: query.isPending,
  };
  useInfiniteScroll({ hasMore: Boolean(query.hasNextPage), loading: pages.loading, onLoadMore: nextPage(query), threshold });
  return pages;
}
