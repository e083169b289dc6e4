import { Stack, Text } from '@chakra-ui/react';
import { useSearch } from '@tanstack/react-router';
import { PromotionView } from '../../features/personal/promotions/promotion-view';
import { usePromotion } from '../../features/personal/promotions/use-promotion-queries';
import { LoadingSpinner } from '../../components/loading-spinner';

/** /personal/prodetails?url=&title=&id= */
export default function ProDetailsRoute() {
  const search = useSearch({ strict: false }) as { url?: string; title?: string; id?: number };
  const promotion = usePromotion(search.id);
  if (!search.id || promotion.isError) return <Text>暂无数据</Text>;
  return (
    <Stack gap="4">
      <PromotionView promotion={promotion.data} fallback={search} />
      {promotion.isPending && <LoadingSpinner />}
    </Stack>
  );
}
