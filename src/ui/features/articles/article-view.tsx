import { HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import type { Article } from '../../../domain/article/article';
import { StatusBadge } from '../../components/content/status-badge';
import { formatTime } from '../../components/content/format-time';
import { RichHtml } from '../../components/rich-html';

/** /article/details/{id}: cover, title, publish time and the body as the editor shows it. */
export function ArticleView({ article }: { article: Article }) {
  return (
    <Stack as="article" aria-labelledby="article-title" gap="4" bg="white" rounded="md" shadow="xs" p={{ base: 4, md: 8 }}>
      <HStack gap="3" wrap="wrap">
        <Heading id="article-title" as="h1" size="xl">
          {article.title}
        </Heading>
        <StatusBadge status={article.status} />
      </HStack>
      <Text fontSize="sm" color="gray.600">
        发布时间 {formatTime(article.timestamp)}
        {article.authorName ? ` · ${article.authorName}` : ''}
      </Text>
      {article.picture && <Image src={article.picture} alt={`${article.title}封面`} maxW="490px" rounded="md" />}
      {article.status === 3 && article.reject_info && <Text color="red.600">未通过原因：{article.reject_info}</Text>}
      <RichHtml html={article.content ?? ''} />
    </Stack>
  );
}
