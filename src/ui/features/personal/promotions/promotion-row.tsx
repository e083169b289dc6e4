import type { ReactNode } from 'react';
import { Box, Button, HStack, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Promotion } from '../../../../domain/promotion/promotion';
import { StatusBadge } from '../../../components/content/status-badge';
import { formatTime } from '../../../components/content/format-time';

/** The details link carries the cover, title and id (prodetails?url=&title=&id=). */
export const detailsSearch = (p: Promotion) => ({ url: p.picture, title: p.title, id: p.id });

/** One row's cells: cover, title, publish time, status, then 查看 编辑 删除 for every status. */
export function promotionCells(promotion: Promotion, onEdit: (p: Promotion) => void, onDelete: (p: Promotion) => void): ReactNode[] {
  return [
    <Box key="cover" w="28" aspectRatio={5 / 3} bg="gray.100" rounded="sm" overflow="hidden">
      {promotion.picture && <Image src={promotion.picture} alt={`${promotion.title}封面`} w="full" h="full" objectFit="cover" loading="lazy" />}
    </Box>,
    <Text key="title" as="span" fontWeight="medium" lineClamp={2}>
      {promotion.title}
    </Text>,
    <Text key="time" as="span" whiteSpace="nowrap">
      {formatTime(promotion.timestamp)}
    </Text>,
    <StatusBadge key="status" status={promotion.status} />,
    <HStack key="actions" gap="2" wrap="wrap">
      <Button asChild size="xs" variant="outline">
        <Link to="/personal/prodetails" search={detailsSearch(promotion)}>
          查看
        </Link>
      </Button>
      <Button size="xs" variant="outline" onClick={() => onEdit(promotion)}>
        编辑
      </Button>
      <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(promotion)}>
        删除
      </Button>
    </HStack>,
  ];
}
