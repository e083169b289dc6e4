import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoadPromotions } from '../../../../application/promotions/load-promotions';
import { LoadPromotion } from '../../../../application/promotions/load-promotion';
import { PROMOTION_PAGE_SIZE } from '../../../../domain/promotion/promotion';
import { useService } from '../../../app/container-context';
import { RELOADS_ONLINE } from '../../../components/load-failed';

type Status = 0 | 1 | 2 | 3;

export const promotionKeys = {
  all: ['promotions'] as const,
  list: (status: Status) => ['promotions', 'list', status] as const,
  one: (id: number) => ['promotions', 'one', id] as const,
};

/** Pages of 10, sent as page numbers; the next page exists while fewer than total are loaded. */
export function usePromotionList(status: Status) {
  const load = useService(LoadPromotions);
  return useInfiniteQuery({
    queryKey: promotionKeys.list(status),
    queryFn: ({ pageParam }) => load.execute({ page: pageParam, status }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length === PROMOTION_PAGE_SIZE && loaded < last.total ? lastParam + 1 : undefined;
    },
    staleTime: 0,
    ...RELOADS_ONLINE,
  });
}

export function usePromotion(id: number | undefined) {
  const load = useService(LoadPromotion);
  return useQuery({
    queryKey: promotionKeys.one(id ?? 0),
    queryFn: () => load.execute(id as number),
    enabled: Boolean(id),
    staleTime: 0,
  });
}
