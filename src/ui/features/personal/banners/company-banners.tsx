import { SimpleGrid, Text } from '@chakra-ui/react';
import { showsCompanyAddTile } from '../../../../domain/banner/banner-permissions';
import { AddBannerTile, BannerCard } from './banner-card';
import type { useBannerActions } from './use-banner-actions';
import { useBannerList } from './use-banner-queries';
import { LoadingSpinner } from '../../../components/loading-spinner';

/** The company homepage: at most 5 banners, the add tile while under 5. */
export function CompanyBanners({ actions }: { actions: ReturnType<typeof useBannerActions> }) {
  // The cards mount in a deferred, time-sliced pass when the first answer arrives.
  const query = useBannerList('company');
  const list = { data: query.data, pending: query.isPending };
  if (list.pending) return <LoadingSpinner />;
  const banners = list.data?.items ?? [];
  return (
    <>
      <Text fontSize="sm" color="gray.600" mb="3">
        公司首页最多展示5张轮播图，建议尺寸 700×280
      </Text>
      <SimpleGrid as="section" aria-label="公司首页轮播图" columns={{ base: 1, md: 2, xl: 3 }} gap="4">
        {banners.map((b) => (
          <BannerCard key={b.bannerId} banner={b} onEdit={(x) => actions.edit(x, 'company')} onDelete={actions.askDelete} />
        ))}
        {showsCompanyAddTile(banners.length) && <AddBannerTile onAdd={() => actions.add('company')} />}
      </SimpleGrid>
    </>
  );
}
