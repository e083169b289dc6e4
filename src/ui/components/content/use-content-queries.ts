import { type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ServiceIdentifier } from 'inversify';
import { RELOADS_ONLINE } from '../../platform/query-client';
import { useService } from '../../platform/container-context';

/** The query keys of a content area: all of it, a list by its filters, and one item. */
export const contentKeys = <A extends string>(area: A) => ({
  all: [area] as const,
  list: <F extends readonly unknown[]>(...filters: F) => [area, 'list', ...filters] as const,
  one: (id: number) => [area, 'one', id] as const,
  lookup: <L extends string>(name: L) => [area, name] as const,
});

/** A read use case of a content area (src/application/content/read-content.ts). */
type Read<Args extends unknown[], T> = ServiceIdentifier<{ execute(...args: Args): Promise<T> }>;

/** A content area's list as the server pages it. */
export interface PagedListConfig<T> {
  queryKey: QueryKey;
  /** The area's page size: a shorter page is the last one. */
  pageSize: number;
  /** One page, counted from 1 as the server counts them. */
  load: (page: number) => Promise<{ items: T[]; total: number }>;
}

/**
 * The paged list of a content area (albums, articles, promotions), one tab and search at a
 * time: pages sent as page numbers; the next page exists while the last one was full and fewer
 * than `total` items have been loaded. One implementation, configured per area.
 */
export function usePagedList<T>({ queryKey, pageSize, load }: PagedListConfig<T>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length === pageSize && loaded < last.total ? lastParam + 1 : undefined;
    },
    staleTime: 0,
    ...RELOADS_ONLINE,
  });
}

/** One item of a content area, fresh from the server; no id (a new item) asks nothing. */
export function useContentItem<T>(queryKey: QueryKey, id: number | null | undefined, load: (id: number) => Promise<T>) {
  const given = id !== null && id !== undefined && id !== 0;
  return useQuery({ queryKey, queryFn: () => load(id as number), enabled: given, staleTime: 0 });
}

/** One item of a content area by its read use case (LoadArticle ...), under the area's keys. */
export function useContentOne<T>(keys: { one: (id: number) => QueryKey }, id: number | null | undefined, read: Read<[number], T>) {
  const load = useService(read);
  // The read runs in the item's queryFn (useContentItem).
  return useContentItem(keys.one(id ?? 0), id, load.execute.bind(load));
}

/** A lookup of a content area (album tags, article categories, banner targets): kept ten minutes. */
export function useContentLookup<T>(queryKey: QueryKey, read: Read<[], T>) {
  const load = useService(read);
  return useQuery({ queryKey, queryFn: () => load.execute(), staleTime: 10 * 60_000 });
}
