import { useQuery } from '@tanstack/react-query';
import { LoadHonors } from '../../../../application/honors/load-honors';
import { LoadHonor } from '../../../../application/honors/load-honor';
import { useService } from '../../../platform/container-context';
import { RELOADS_ONLINE } from '../../../platform/query-client';
import { contentKeys, useContentOne } from '../../../components/content/use-content-queries';

const keys = contentKeys('honors');
export const honorKeys = { ...keys, list: keys.list() };

export function useHonorList() {
  const load = useService(LoadHonors);
  return useQuery({ queryKey: honorKeys.list, queryFn: () => load.execute(), staleTime: 0, ...RELOADS_ONLINE });
}

/** The honour being edited, fresh from GET /v2/account/honors/:id. */
export const useHonor = (id: number | null) => useContentOne(honorKeys, id, LoadHonor);
