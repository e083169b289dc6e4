import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { TOKENS } from '../../../application/tokens';
import type { Result } from '../../../domain/shared/result';
import { useService } from '../../app/container-context';

/**
 * Ask, then delete: the item waiting for confirmation, a busy flag that blocks a second
 * confirm, the success notice and a list refresh. A refusal is shown at the caller's level.
 */
export function useConfirmedDelete<T>(options: {
  remove: (item: T) => Promise<Result<unknown, string>>;
  success: string;
  refresh: readonly unknown[];
  refusal: 'error' | 'warning';
}) {
  const notifier = useService(TOKENS.Notifier);
  const client = useQueryClient();
  const [pending, setPending] = useState<T | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    if (pending === null || busy) return;
    setBusy(true);
    try {
      const result = await options.remove(pending);
      if (result.ok) {
        notifier.success(options.success);
        await client.invalidateQueries({ queryKey: options.refresh });
      } else if (result.error) notifier[options.refusal](result.error);
    } catch {
      // The request layer has told the user.
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return {
    ask: setPending,
    dialog: { open: pending !== null, busy, onConfirm: () => void confirm(), onCancel: () => setPending(null) },
  };
}
