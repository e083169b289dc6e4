import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { LoadArticles } from '../../../application/articles/load-articles';
import { LoadArticle } from '../../../application/articles/load-article';
import { LoadArticleCategories } from '../../../application/articles/load-article-categories';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { ARTICLE_PAGE_SIZE } from '../../../domain/article/article';
import { useService } from '../../app/container-context';
import { RELOADS_ONLINE } from '../../components/load-failed';

export const articleKeys = {
  all: ['articles'] as const,
  list: (status: ReviewStatus | undefined, title: string) => ['articles', 'list', status ?? 0, title] as const,
  one: (id: number) => ['articles', 'one', id] as const,
  categories: ['articles', 'categories'] as const,
};

/** Pages of 10, sent as page numbers. */
export function useArticleList(status: ReviewStatus | undefined, title: string) {
  const load = useService(LoadArticles);
  return useInfiniteQuery({
    queryKey: articleKeys.list(status, title),
    queryFn: ({ pageParam }) => load.execute({ page: pageParam, status, title }),
    initialPageParam: 1,
    getNextPageParam: (last, pages, lastParam) => {
      const loaded = pages.reduce((n, p) => n + p.items.length, 0);
      return last.items.length === ARTICLE_PAGE_SIZE && loaded < last.total ? lastParam + 1 : undefined;
    },
    staleTime: 0,
    ...RELOADS_ONLINE,
  });
}

export function useArticle(id: number | undefined) {
  const load = useService(LoadArticle);
  return useQuery({
    queryKey: articleKeys.one(id ?? 0),
    queryFn: () => load.execute(id as number),
    enabled: Boolean(id),
    staleTime: 0,
  });
}

export function useArticleCategories() {
  const load = useService(LoadArticleCategories);
  return useQuery({ queryKey: articleKeys.categories, queryFn: () => load.execute(), staleTime: 10 * 60_000 });
}
