import { useQuery } from '@tanstack/react-query';
import { LoadBannerTargets, LoadBanners } from '../../../../application/banners/load-banners';
import type { Placement } from '../../../../domain/banner/banner';
import { useService } from '../../../platform/container-context';
import { contentKeys, useContentLookup } from '../../../components/content/use-content-queries';

const keys = contentKeys('banners');
export const bannerKeys = { all: keys.all, list: (placement: Placement) => keys.list(placement), targets: keys.lookup('targets') };

export function useBannerList(placement: Placement, enabled = true) {
  const load = useService(LoadBanners);
  return useQuery({ queryKey: bannerKeys.list(placement), queryFn: () => load.execute(placement), enabled, staleTime: 0 });
}

export const useBannerTargets = () => useContentLookup(bannerKeys.targets, LoadBannerTargets);
