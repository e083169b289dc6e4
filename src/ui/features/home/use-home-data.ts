import { useQuery } from '@tanstack/react-query';
import { LoadHomeAlbums, LoadLatestOrders, LoadSlides } from '../../../application/orders/home-queries';
import { useService } from '../../app/container-context';
import { useDeferredAnswer } from '../../components/use-deferred-answer';
import { orderKeys } from '../orders/order-cache';

// Each answer as the home page shows it: rendered in a deferred, time-sliced pass
// (useDeferredAnswer), as the order list's.

/** The latest 4 orders; the same answer carries the ticker's headlines. */
export function useLatestOrders() {
  const load = useService(LoadLatestOrders);
  const query = useQuery({ queryKey: orderKeys.latest, queryFn: () => load.execute(), staleTime: 0 });
  return useDeferredAnswer(query);
}

export function useSlides() {
  const load = useService(LoadSlides);
  const query = useQuery({ queryKey: ['home', 'slides'], queryFn: () => load.execute() });
  return useDeferredAnswer(query);
}

export function useHomeAlbums(enabled: boolean) {
  const load = useService(LoadHomeAlbums);
  const query = useQuery({ queryKey: ['home', 'albums'], queryFn: () => load.execute(), enabled });
  return useDeferredAnswer(query);
}
