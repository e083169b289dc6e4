import { Box, Button, HStack, Image, Table, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Promotion } from '../../../../domain/promotion/promotion';
import { StatusBadge } from '../../../components/content/status-badge';
import { formatTime } from '../../../components/content/format-time';

/** The details link carries the cover, title and id (prodetails?url=&title=&id=). */
export const detailsSearch = (p: Promotion) => ({ url: p.picture, title: p.title, id: p.id });

/** One row: cover, title, publish time, status, then 查看 编辑 删除 for every status. */
export function PromotionRow({
  promotion,
  onEdit,
  onDelete,
}: {
  promotion: Promotion;
  onEdit: (p: Promotion) => void;
  onDelete: (p: Promotion) => void;
}) {
  return (
    <Table.Row>
      <Table.Cell>
        <Box w="28" aspectRatio={5 / 3} bg="gray.100" rounded="sm" overflow="hidden">
          {promotion.picture && (
            <Image src={promotion.picture} alt={`${promotion.title}封面`} w="full" h="full" objectFit="cover" loading="lazy" />
          )}
        </Box>
      </Table.Cell>
      <Table.Cell>
        <Text as="span" fontWeight="medium" lineClamp={2}>
          {promotion.title}
        </Text>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{formatTime(promotion.timestamp)}</Table.Cell>
      <Table.Cell>
        <StatusBadge status={promotion.status} />
      </Table.Cell>
      <Table.Cell>
        <HStack gap="2">
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
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
