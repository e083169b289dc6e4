import { Badge, Box, Button, HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { type Banner, isBannerLocked } from '../../../../domain/banner/banner';

/** Status 1 and 3 are styled apart; 2 is the locked state. */
const PALETTE: Record<number, string> = { 1: 'green', 2: 'orange', 3: 'red' };
const FALLBACK_NAMES: Record<number, string> = { 1: '已通过', 2: '审核中', 3: '未通过' };

export function BannerCard({ banner, onEdit, onDelete }: { banner: Banner; onEdit: (b: Banner) => void; onDelete: (b: Banner) => void }) {
  const titleId = `banner-title-${banner.bannerId}`;
  const locked = isBannerLocked(banner.status);
  return (
    <Box as="article" aria-labelledby={titleId} borderWidth="1px" rounded="md" overflow="hidden" bg="white">
      <Image src={banner.thumbnailSlide} alt={banner.title} w="full" aspectRatio={5 / 2} objectFit="cover" bg="gray.100" />
      <Stack gap="2" p="3">
        <HStack justify="space-between" align="start" gap="2">
          <Heading as="h3" size="sm" id={titleId} lineClamp={1}>
            {banner.title}
          </Heading>
          <Badge colorPalette={PALETTE[banner.status] ?? 'gray'} variant={banner.status === 1 ? 'outline' : 'subtle'} flexShrink={0}>
            {banner.statusName || FALLBACK_NAMES[banner.status] || ''}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="gray.600">
          {banner.beginTime} 至 {banner.endTime}
        </Text>
        <HStack gap="2" justify="end">
          <Button size="xs" variant="outline" onClick={() => onEdit(banner)}>
            {locked ? '查看' : '编辑'}
          </Button>
          <Button size="xs" variant="outline" colorPalette="red" disabled={locked} onClick={() => onDelete(banner)}>
            删除
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}

/** The 添加轮播图 tile. */
export function AddBannerTile({ onAdd }: { onAdd: () => void }) {
  return (
    <Button
      variant="outline"
      borderStyle="dashed"
      h="auto"
      w="full"
      minH="48"
      color="gray.600"
      fontSize="md"
      aria-label="添加轮播图"
      onClick={onAdd}
    >
      <span aria-hidden="true">+ 添加轮播图</span>
    </Button>
  );
}
