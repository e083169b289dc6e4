import { useMemo } from 'react';
import { type InfiniteData, type QueryKey, hashKey } from '@tanstack/react-query';
import { useDeferredAnswer } from '../../components/use-deferred-answer';

/**
 * A paged list's items as its screen shows them: each answer (the first page, a next one)
 * renders in a deferred pass, which React cuts into 5 ms slices (useDeferredAnswer). Rendered in
 * the answer's own update, a page of album cards was a task of 120-180 ms at 4x CPU, and a click
 * in the top navigation right after the list appeared waited for it (issue 48). `pending` while
 * the first answer for `filters` is not shown yet.
 */
export function useShownItems<T>(query: { data: InfiniteData<{ items: T[] }> | undefined; isPending: boolean }, filters: QueryKey) {
  const shown = useDeferredAnswer(query, hashKey(filters));
  const items = useMemo(() => shown.data?.pages.flatMap((p) => p.items) ?? [], [shown.data]);
  return { items, pending: shown.pending };
}
