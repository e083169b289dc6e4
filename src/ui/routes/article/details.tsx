import { Spinner } from '@chakra-ui/react';
import { useParams } from '@tanstack/react-router';
import { ArticleView } from '../../features/articles/article-view';
import { ContentNotFound } from '../../features/content/content-not-found';
import { useArticle } from '../../features/articles/use-article-queries';

export default function ArticleDetailsPage() {
  const { id } = useParams({ strict: false }) as { id?: string };
  const article = useArticle(Number(id));
  if (article.isPending) return <Spinner aria-label="加载中" />;
  if (!article.data) return <ContentNotFound to="/article" />;
  return <ArticleView article={article.data} />;
}
