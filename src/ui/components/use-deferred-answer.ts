import { useDeferredValue, useMemo } from 'react';

/**
 * A query's answer as the screen shows it: a new answer is rendered in a deferred pass.
 *
 * React Query hands answers to React through `useSyncExternalStore`, whose updates React always
 * renders at once, in one task: the rows of an answer (their Chakra styles resolved component by
 * component) made the longest task after the first paint of / and /order on a slow phone (issue
 * 13). With the answer deferred, that update only re-renders the screen as it was (cheap), and
 * React then renders the answer in a transition, which it cuts into 5 ms slices so a tap or a
 * frame can come between them; only the commit is one task.
 *
 * `pending` stays true until the deferred pass has rendered the first answer, so the screen keeps
 * its loading state meanwhile instead of flashing its empty state. `data` is the query's own
 * `data`: structurally shared, so its identity changes only when the answer does.
 *
 * `key` names what is asked (a query's hashed key): when it changes, the answer of the previous
 * question is not shown while the new one renders; the screen is pending instead.
 */
export function useDeferredAnswer<T>(query: { data: T | undefined; isPending: boolean }, key = ''): { data: T | undefined; pending: boolean } {
  const answer = useMemo(() => ({ key, data: query.data }), [key, query.data]);
  const shown = useDeferredValue(answer);
  const data = shown.key === key ? shown.data : undefined;
  return { data, pending: data === undefined && (query.isPending || query.data !== undefined) };
}
