import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A content form's save: the area's save use case in a mutation that, once saved, marks the
 * area's queries stale (`queryKey`, the area's `all`). One hook for the promotion, banner and
 * honour forms.
 */
export function useContentSave<V, O, R extends { ok: boolean }>(
  save: { execute(values: V, original?: O): Promise<R> },
  original: O | undefined,
  queryKey: QueryKey,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (value: V) => save.execute(value, original),
    onSuccess: (result) => (result.ok ? client.invalidateQueries({ queryKey }) : undefined),
  });
}
