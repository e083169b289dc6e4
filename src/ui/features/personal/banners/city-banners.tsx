import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CITY_BANNER_LIMIT, CITY_PLACEMENTS, PLACEMENTS } from '../../../../domain/banner/banner';
import { CITY_REFUSAL, hasCitySlider } from '../../../../domain/banner/banner-permissions';
import { useSession } from '../../../platform/container-context';
import { AddBannerTile, BannerCard } from './banner-card';
import type { useBannerActions } from './use-banner-actions';
import { useBannerList } from './use-banner-queries';
import { LoadingSpinner } from '../../../components/loading-spinner';

/** The city home page: needs has_city_slider; one desktop (电脑端) and one app (手机端) banner. */
export function CityBanners({ actions }: { actions: ReturnType<typeof useBannerActions> }) {
  const { userIndex } = useSession();
  const allowed = hasCitySlider(userIndex?.has_city_slider);
  const desktop = useBannerList('cityDesktop', allowed);
  const app = useBannerList('cityApp', allowed);

  if (!allowed)
    return (
      <Stack align="center" py="12" gap="2" role="status">
        <Heading as="h3" size="md">
          {CITY_REFUSAL.title}
        </Heading>
        <Text color="gray.600">{CITY_REFUSAL.hint}</Text>
      </Stack>
    );
  if (desktop.isPending || app.isPending) return <LoadingSpinner />;
  const lists = { cityDesktop: desktop.data?.items ?? [], cityApp: app.data?.items ?? [] };
  const total = lists.cityDesktop.length + lists.cityApp.length;

  return (
    <Stack gap="6">
      {CITY_PLACEMENTS.map((placement) => (
        <Stack as="section" key={placement} aria-labelledby={`city-${placement}`} gap="3">
          <Heading as="h3" size="sm" id={`city-${placement}`}>
            {PLACEMENTS[placement].label}
          </Heading>
          {lists[placement].length === 0 ? (
            <Text fontSize="sm" color="gray.600">
              暂无数据
            </Text>
          ) : (
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {lists[placement].map((b) => (
                <BannerCard key={b.bannerId} banner={b} onEdit={(x) => actions.edit(x, placement)} onDelete={actions.askDelete} />
              ))}
            </SimpleGrid>
          )}
        </Stack>
      ))}
      {total < CITY_BANNER_LIMIT && (
        <Box maxW="md">
          <AddBannerTile onAdd={() => actions.add(lists.cityDesktop.length ? 'cityApp' : 'cityDesktop')} />
        </Box>
      )}
    </Stack>
  );
}
