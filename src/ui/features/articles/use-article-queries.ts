import { useQuery } from '@tanstack/react-query';
import { LoadArticles } from '../../../application/articles/load-articles';
import { LoadArticle } from '../../../application/articles/load-article';
import { LoadArticleCategories } from '../../../application/articles/load-article-categories';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { ARTICLE_PAGE_SIZE } from '../../../domain/article/article';
import { useService } from '../../shared/container-context';
import { contentKeys, useContentItem, usePagedList } from '../../components/content/use-content-queries';

export const articleKeys = { ...contentKeys('articles'), categories: ['articles', 'categories'] as const };

/** Pages of 10 by review status and title search. */
export function useArticleList(status: ReviewStatus | undefined, title: string) {
  const load = useService(LoadArticles);
  return usePagedList({
    queryKey: articleKeys.list(status ?? 0, title),
    pageSize: ARTICLE_PAGE_SIZE,
    load: (page) => load.execute({ page, status, title }),
  });
}

export function useArticle(id: number | undefined) {
  const load = useService(LoadArticle);
  return useContentItem(articleKeys.one(id ?? 0), id, (articleId) => load.execute(articleId));
}

export function useArticleCategories() {
  const load = useService(LoadArticleCategories);
  return useQuery({ queryKey: articleKeys.categories, queryFn: () => load.execute(), staleTime: 10 * 60_000 });
}
