import { useState } from 'react';
import { type QueryKey, type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import { TOKENS } from '../../../application/tokens';
import type { Result } from '../../../domain/common/result';
import { useService } from '../../platform/container-context';

/** A delete as the screen holds it: its use case in a `useMutation` that refreshes the list it changed. */
export type DeleteMutation<T> = UseMutationResult<Result<unknown, string>, Error, T>;

/**
 * Ask, then delete: the item waiting for confirmation and the success notice around the
 * caller's delete mutation. The dialog's confirm is one-shot (ConfirmDialog): a double click
 * sends one delete; a refusal is shown at the caller's level.
 */
export function useConfirmedDelete<T>(options: { mutation: DeleteMutation<T>; success: string; refusal: 'error' | 'warning' }) {
  const notifier = useService(TOKENS.Notifier);
  const [pending, setPending] = useState<T | null>(null);
  const { mutation } = options;

  const confirm = async () => {
    if (pending === null) return;
    // A thrown failure has been told by the request layer.
    const result = await mutation.mutateAsync(pending).catch(() => null);
    setPending(null);
    if (!result) return;
    if (result.ok) notifier.success(options.success);
    else if (result.error) notifier[options.refusal](result.error);
  };

  return {
    ask: setPending,
    dialog: { open: pending !== null, onConfirm: confirm, onCancel: () => setPending(null) },
  };
}

/**
 * A content area's delete: its use case in a mutation that refreshes the area's queries, asked
 * first (useConfirmedDelete). One hook for every area's list.
 */
export function useContentDelete<T>(
  remove: { execute(item: T): Promise<Result<unknown, string>> },
  queryKey: QueryKey,
  options: { success: string; refusal: 'error' | 'warning' },
) {
  const client = useQueryClient();
  const mutation = useMutation({ mutationFn: (item: T) => remove.execute(item), onSettled: () => client.invalidateQueries({ queryKey }) });
  return useConfirmedDelete({ mutation, ...options });
}
