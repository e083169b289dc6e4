import { Box, Stack, Text } from '@chakra-ui/react';
import { Link, useSearch } from '@tanstack/react-router';
import { PromotionView } from '../../features/personal/promotions/promotion-view';
import { usePromotion } from '../../features/personal/promotions/use-promotion-queries';
import { LoadingSpinner } from '../../components/loading-spinner';

/** /personal/prodetails?url=&title=&id= */
export default function ProDetailsRoute() {
  const search = useSearch({ strict: false }) as { url?: string; title?: string; id?: number };
  const promotion = usePromotion(search.id);
  const back = (
    <Box>
      <Link to="/personal/promotions" className="text-link">
        <span aria-hidden="true">‹ </span>返回列表
      </Link>
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
