import { useQuery } from '@tanstack/react-query';
import { LoadAppeals } from '../../../../application/appeals/load-appeals';
import { LoadEvidence } from '../../../../application/appeals/load-evidence';
import { APPEAL_PAGE_SIZE } from '../../../../domain/appeal/appeal-entry';
import { useService } from '../../../platform/container-context';
import { useOffsetList } from '../../../components/use-offset-list';

export const appealKeys = {
  list: ['appeals', 'list'] as const,
  evidence: (file: string) => ['appeals', 'evidence', file] as const,
};

/** The company's appeals, 15 at a time by offset. */
export function useAppealList() {
  const load = useService(LoadAppeals);
  return useOffsetList(appealKeys.list, APPEAL_PAGE_SIZE, (offset) => load.execute(offset));
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
