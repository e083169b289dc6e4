import { useQuery } from '@tanstack/react-query';
import { LoadHomeAlbums, LoadLatestOrders, LoadSlides } from '../../../application/orders/home-queries';
import { useService } from '../../app/container-context';
import { orderKeys } from '../orders/order-cache';

/** The latest 4 orders; the same answer carries the ticker's headlines. */
export function useLatestOrders() {
  const load = useService(LoadLatestOrders);
  return useQuery({ queryKey: orderKeys.latest, queryFn: () => load.execute(), staleTime: 0 });
}

export function useSlides() {
  const load = useService(LoadSlides);
  return useQuery({ queryKey: ['home', 'slides'], queryFn: () => load.execute() });
}

export function useHomeAlbums(enabled: boolean) {
  const load = useService(LoadHomeAlbums);
  return useQuery({ queryKey: ['home', 'albums'], queryFn: () => load.execute(), enabled });
}
