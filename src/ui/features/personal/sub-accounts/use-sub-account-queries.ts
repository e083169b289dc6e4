import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoadSubAccounts } from '../../../../application/sub-accounts/load-sub-accounts';
import { LoadSubAccount } from '../../../../application/sub-accounts/load-sub-account';
import { LoadPermissionCatalogue } from '../../../../application/sub-accounts/load-permission-catalogue';
import { SUB_ACCOUNT_PAGE_SIZE } from '../../../../domain/sub-account/sub-account';
import { useService } from '../../../platform/container-context';
import { RELOADS_ONLINE } from '../../../platform/query-client';

export const subAccountKeys = {
  all: ['sub-accounts'] as const,
  list: (search: string) => ['sub-accounts', 'list', search] as const,
  one: (id: number) => ['sub-accounts', 'one', id] as const,
  catalogue: ['sub-accounts', 'catalogue'] as const,
};

/** Pages of 10 by offset; the next page exists while a full page came and fewer than total are loaded. */
export function useSubAccountList(search: string) {
  const load = useService(LoadSubAccounts);
  return useInfiniteQuery({
    queryKey: subAccountKeys.list(search),
    queryFn: ({ pageParam }) => load.execute(pageParam, search),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length === SUB_ACCOUNT_PAGE_SIZE && loaded < last.total ? loaded : undefined;
    },
    staleTime: 0,
    ...RELOADS_ONLINE,
  });
}

export function useSubAccount(id: number | undefined) {
  const load = useService(LoadSubAccount);
  return useQuery({ queryKey: subAccountKeys.one(id ?? 0), queryFn: () => load.execute(id as number), enabled: Boolean(id), staleTime: 0 });
}

export function usePermissionCatalogue() {
  const load = useService(LoadPermissionCatalogue);
  return useQuery({ queryKey: subAccountKeys.catalogue, queryFn: () => load.execute(), staleTime: 10 * 60_000 });
}
