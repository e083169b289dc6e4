import { useQuery } from '@tanstack/react-query';
import { LoadHonors } from '../../../../application/honors/load-honors';
import { LoadHonor } from '../../../../application/honors/load-honor';
import { useService } from '../../../app/container-context';
import { RELOADS_ONLINE } from '../../../components/load-failed';

export const honorKeys = {
  all: ['honors'] as const,
  list: ['honors', 'list'] as const,
  one: (id: number) => ['honors', 'one', id] as const,
};

export function useHonorList() {
  const load = useService(LoadHonors);
  return useQuery({ queryKey: honorKeys.list, queryFn: () => load.execute(), staleTime: 0, ...RELOADS_ONLINE });
}

/** The honour being edited, fresh from GET /v2/account/honors/:id. */
export function useHonor(id: number | null) {
  const load = useService(LoadHonor);
  return useQuery({ queryKey: honorKeys.one(id ?? 0), queryFn: () => load.execute(id as number), enabled: id !== null, staleTime: 0 });
}
