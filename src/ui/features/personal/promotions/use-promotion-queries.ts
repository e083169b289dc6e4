import { LoadPromotions } from '../../../../application/promotions/load-promotions';
import { LoadPromotion } from '../../../../application/promotions/load-promotion';
import { PROMOTION_PAGE_SIZE } from '../../../../domain/promotion/promotion';
import { useService } from '../../../platform/container-context';
import { contentKeys, useContentOne, usePagedList } from '../../../components/content/use-content-queries';

type Status = 0 | 1 | 2 | 3;

export const promotionKeys = contentKeys('promotions');

/** Pages of 10 by status (全部 is 0). */
export function usePromotionList(status: Status) {
  const load = useService(LoadPromotions);
  return usePagedList({
    queryKey: promotionKeys.list(status),
    pageSize: PROMOTION_PAGE_SIZE,
    load: (page) => load.execute({ page, status }),
  });
}

export const usePromotion = (id: number | undefined) => useContentOne(promotionKeys, id, LoadPromotion);
