import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TOKENS } from '../../../../application/tokens';
import { LoadWallet } from '../../../../application/wallet/load-wallet';
import { monthOf, monthRefusal } from '../../../../domain/wallet/wallet';
import { useService } from '../../../platform/container-context';
import { RELOADS_ONLINE } from '../../../platform/query-client';

export const walletKeys = { month: (month: string) => ['wallet', month] as const };

/**
 * The wallet screen's state: the picked month (what was typed, the last month accepted and
 * why a pick was refused) and the accepted month's wallet.
 */
export function useWallet() {
  const clock = useService(TOKENS.Clock);
  const load = useService(LoadWallet);
  const [month, setMonth] = useState(() => monthOf(clock.now()));
  const [draft, setDraft] = useState(month);
  const [refusal, setRefusal] = useState<string | null>(null);

  const pick = (value: string) => {
    setDraft(value);
    const refused = monthRefusal(value, clock.now());
    setRefusal(refused);
    if (!refused) setMonth(value);
  };

  const query = useQuery({
    queryKey: walletKeys.month(month),
    queryFn: async () => {
      const result = await load.execute(month);
      // A refusal was already told by the request layer; the screen says it failed, with 重试.
      // (A month the picker refused is never asked for.)
      if (!result.ok) throw result.error.kind === 'server' ? result.error.error : new Error(result.error.message);
      return result.value;
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
    ...RELOADS_ONLINE,
  });

  // The first answer's details table mounts in a deferred, time-sliced pass.
  const shown = { data: query.data, pending: query.isPending };
  return {
    month,
    draft,
    refusal,
    pick,
    maxMonth: monthOf(clock.now()),
    wallet: shown.data ?? null,
    /** The month's wallet did not load (and no other month's stands in for it). */
    failed: query.isError && query.data === undefined,
    query,
    loading: query.isFetching || shown.pending,
    loaded: !shown.pending && (shown.data !== undefined || query.isFetched),
  };
}
