import { useDeferredValue } from 'react';

// Not in use-deferred-answer.ts, which / and /order load up front: only the screens that use
// these (the personal centre's, the content lists) carry them.

/**
 * A query's first answer rendered in a deferred pass, every later one at once: for a screen
 * that mounts a large subtree when its answer first arrives (a form of many Chakra fields, a
 * table) and must never show an older answer after a newer one (a form remounted after a save
 * takes the saved values as it mounts). `data` is always the query's current answer or
 * undefined; `pending` as useDeferredAnswer's.
 */
export function useDeferredFirstAnswer<T>(query: { data: T | undefined; isPending: boolean }): { data: T | undefined; pending: boolean } {
  const first = useDeferredValue(query.data);
  const data = first === undefined ? undefined : query.data;
  return { data, pending: data === undefined && (query.isPending || query.data !== undefined) };
}

/**
 * Whether a screen may mount what it waited for, one deferred pass after it became ready: for a
 * form mounted once several answers are in (the answers themselves are passed as they are, so
 * the form never mounts on older ones). True only while `ready` is.
 */
export function useDeferredReady(ready: boolean): boolean {
  return useDeferredValue(ready) && ready;
}

/**
 * An infinite list's items, with its first page rendered in a deferred pass
 * (useDeferredFirstAnswer): the lists of 效果图 and 文章 and the personal centre's. Rendered in
 * the answer's own update, 效果图's first page of album cards was a task of 120-180 ms at 4x
 * CPU, and a click in the top navigation right after the list appeared waited for it (issue 48).
 * While that page is pending the list counts as loading: its infinite scroll and its footer must
 * not take the still empty list for the end of the page.
 */
export function useDeferredPages<T>(query: { data: { pages: { items: T[] }[] } | undefined; isPending: boolean; isFetching: boolean }) {
  const shown = useDeferredFirstAnswer(query);
  return { items: shown.data?.pages.flatMap((p) => p.items) ?? [], loading: query.isFetching || shown.pending, pending: shown.pending };
}
