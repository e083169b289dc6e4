import { Box, Button, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { Article } from '../../../domain/article/article';
import { StatusBadge } from '../../components/content/status-badge';
import { formatTime } from '../../components/content/format-time';

/**
 * One article: cover, title, description, time, status and reject reason. Group accounts
 * see the author and no edit or delete; the others get both for every status and are told
 * why when the status does not allow it.
 */
export function ArticleItem({
  article,
  showAuthor,
  showActions,
  onEdit,
  onDelete,
}: {
  article: Article;
  showAuthor: boolean;
  showActions: boolean;
  onEdit: (article: Article) => void;
  onDelete: (article: Article) => void;
}) {
  const id = `article-${article.id}`;
  return (
    <HStack as="article" aria-labelledby={id} align="start" gap="4" bg="white" rounded="md" shadow="xs" p="4">
      <Box w="40" flexShrink={0} aspectRatio={490 / 294} bg="gray.100" rounded="sm" overflow="hidden">
        {article.picture && <Image src={article.picture} alt={`${article.title}封面`} w="full" h="full" objectFit="cover" loading="lazy" />}
      </Box>
      <Stack flex="1" gap="1" minW="0">
        <HStack gap="3">
          <Text id={id} as="h3" fontWeight="semibold" lineClamp={1}>
            {article.title}
          </Text>
          <StatusBadge status={article.status} />
        </HStack>
        <Text fontSize="sm" color="gray.600" lineClamp={2}>
          {article.description}
        </Text>
        <Text fontSize="xs" color="gray.500">
          {[showAuthor ? article.authorName : null, `发布时间 ${formatTime(article.timestamp)}`].filter(Boolean).join(' · ')}
        </Text>
        {article.status === 3 && article.reject_info && (
          <Text fontSize="sm" color="red.600">
            未通过原因：{article.reject_info}
          </Text>
        )}
      </Stack>
      <HStack gap="2" flexShrink={0}>
        <Button asChild size="xs" variant="outline">
          <Link to="/article/details/$id" params={{ id: String(article.id) }}>
            查看
          </Link>
        </Button>
        {showActions && (
          <>
            <Button size="xs" variant="outline" onClick={() => onEdit(article)}>
              编辑
            </Button>
            <Button size="xs" variant="outline" colorPalette="red" onClick={() => onDelete(article)}>
              删除
            </Button>
          </>
        )}
      </HStack>
    </HStack>
  );
}
