import { Box, Stack } from '@chakra-ui/react';
import { Link, useParams } from '@tanstack/react-router';
import { ArticleView } from '../../features/articles/article-view';
import { ContentNotFound } from '../../components/content/content-not-found';
import { useArticle } from '../../features/articles/use-article-queries';
import { LoadingSpinner } from '../../components/loading-spinner';

export default function ArticleDetailsPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const article = useArticle(Number(id));
  if (article.isPending) return <LoadingSpinner />;
  if (!article.data) return <ContentNotFound to="/article" />;
  return (
    <Stack gap="3" align="stretch">
      <Box>
        <Link to="/article" className="text-link">
          <span aria-hidden="true">‹ </span>返回列表
        </Link>
      </Box>
      <ArticleView article={article.data} />
    </Stack>
  );
}
