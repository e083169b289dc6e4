import { useQuery } from '@tanstack/react-query';
import { LoadBannerTargets, LoadBanners } from '../../../../application/banners/load-banners';
import type { Placement } from '../../../../domain/banner/banner';
import { useService } from '../../../shared/container-context';

export const bannerKeys = {
  all: ['banners'] as const,
  list: (placement: Placement) => ['banners', 'list', placement] as const,
  targets: ['banners', 'targets'] as const,
};

export function useBannerList(placement: Placement, enabled = true) {
  const load = useService(LoadBanners);
  return useQuery({ queryKey: bannerKeys.list(placement), queryFn: () => load.execute(placement), enabled, staleTime: 0 });
}

export function useBannerTargets() {
  const load = useService(LoadBannerTargets);
  return useQuery({ queryKey: bannerKeys.targets, queryFn: () => load.execute(), staleTime: 10 * 60_000 });
}
