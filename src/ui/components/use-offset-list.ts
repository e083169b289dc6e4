import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import type { Result } from '../../domain/common/result';
import { nextOffset } from '../../domain/common/paging';
import { RELOADS_ONLINE } from '../platform/query-client';

/** One page of an offset/limit list as its use case answers it. */
export interface OffsetPage {
  items: readonly unknown[];
  total: number;
}

/**
 * A list read `pageSize` items at a time by offset (messages, appeals): fresh on each visit,
 * reloaded once back online. A refused page fails the list (the toast told why; the list says
 * so, with 重试).
 */
export function useOffsetList<P extends OffsetPage>(queryKey: QueryKey, pageSize: number, load: (offset: number) => Promise<Result<P, unknown>>) {
  return useInfiniteQuery({
    queryKey,
    queryFn: async ({ pageParam }) => {
      const result = await load(pageParam);
      if (!result.ok) throw result.error;
      return result.value;
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(pages, pageSize, last.total),
    staleTime: 0,
    ...RELOADS_ONLINE,
  });
}
