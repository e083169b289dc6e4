import { useQuery } from '@tanstack/react-query';
import { LoadLatestOrders } from '../../../application/orders/home-queries';
import { useContainer, useService } from '../../platform/container-context';
import { useDeferredAnswer } from '../../components/use-deferred-answer';
import { orderKeys } from '../../components/order-cache';
import { homeAlbumsQuery, slidesQuery } from './home-queries';

// Each answer as the home page shows it: rendered in a deferred, time-sliced pass
// (useDeferredAnswer), as the order list's.

/** The latest 4 orders; the same answer carries the ticker's headlines. */
export function useLatestOrders() {
  const load = useService(LoadLatestOrders);
  const query = useQuery({ queryKey: orderKeys.latest, queryFn: () => load.execute(), staleTime: 0 });
  return useDeferredAnswer(query);
}

export function useSlides() {
  const query = useQuery(slidesQuery(useContainer()));
  return useDeferredAnswer(query);
}

export function useHomeAlbums(enabled: boolean) {
  const query = useQuery({ ...homeAlbumsQuery(useContainer()), enabled });
  return useDeferredAnswer(query);
}
