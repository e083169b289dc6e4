import { Box, Stack, Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { PromotionView } from '../../features/personal/promotions/promotion-view';
import { usePromotion } from '../../features/personal/promotions/use-promotion-queries';
import { LoadingSpinner } from '../../components/loading-spinner';
import { BackToList } from '../../components/back-to-list';

/** /personal/prodetails?url=&title=&id= */
export default function ProDetailsRoute() {
  const search = useSearch({ strict: false }) as { url?: string; title?: string; id?: number };
  const promotion = usePromotion(search.id);
  const back = (
    <Box>
      <BackToList to="/personal/promotions" />
    </Box>
  );
  if (!search.id || promotion.isError) {
    return (
      <Stack gap="4">
        {back}
        <Text>暂无数据</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="4">
      {back}
      <PromotionView promotion={promotion.data} fallback={search} />
      {promotion.isPending && <LoadingSpinner />}
    </Stack>
  );
}
