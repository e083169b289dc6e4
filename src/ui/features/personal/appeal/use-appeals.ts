import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoadAppeals } from '../../../../application/appeals/load-appeals';
import { LoadEvidence } from '../../../../application/appeals/load-evidence';
import { APPEAL_PAGE_SIZE } from '../../../../domain/appeal/appeal-entry';
import { nextOffset } from '../../../../domain/shared/paging';
import { useService } from '../../../app/container-context';
import { RELOADS_ONLINE } from '../../../components/load-failed';

export const appealKeys = {
  list: ['appeals', 'list'] as const,
  evidence: (file: string) => ['appeals', 'evidence', file] as const,
};

/** The company's appeals, 15 at a time by offset. A refused page fails the list (the toast told why; the list says so, with 重试). */
export function useAppealList() {
  const load = useService(LoadAppeals);
  return useInfiniteQuery({
    queryKey: appealKeys.list,
    queryFn: async ({ pageParam }) => {
      const result = await load.execute(pageParam);
      if (!result.ok) throw result.error;
      return result.value;
    },
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(pages, APPEAL_PAGE_SIZE, last.total),
    staleTime: 0,
    ...RELOADS_ONLINE,
  });
}

/** One evidence file as a blob, fetched with the bearer header (never a token in a URL). */
export function useEvidence(file: string) {
  const load = useService(LoadEvidence);
  return useQuery({
    queryKey: appealKeys.evidence(file),
    queryFn: async ({ signal }) => {
      const result = await load.execute(file, signal);
      if (!result.ok) throw new Error(result.error.msg);
      return result.value;
    },
    staleTime: Infinity,
    retry: false,
  });
}
