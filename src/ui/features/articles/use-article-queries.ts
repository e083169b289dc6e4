import { LoadArticles } from '../../../application/articles/load-articles';
import { LoadArticle } from '../../../application/articles/load-article';
import { LoadArticleCategories } from '../../../application/articles/load-article-categories';
import type { ReviewStatus } from '../../../domain/content/review-status';
import { ARTICLE_PAGE_SIZE } from '../../../domain/article/article';
import { useService } from '../../platform/container-context';
import { contentKeys, useContentLookup, useContentOne, usePagedList } from '../../components/content/use-content-queries';

const keys = contentKeys('articles');
export const articleKeys = { ...keys, categories: keys.lookup('categories') };

/** Pages of 10 by review status and title search. */
export function useArticleList(status: ReviewStatus | undefined, title: string) {
  const load = useService(LoadArticles);
  return usePagedList({ queryKey: articleKeys.list(status ?? 0, title), pageSize: ARTICLE_PAGE_SIZE, load: (page) => load.execute({ page, status, title }) });
}

export const useArticle = (id: number | undefined) => useContentOne(articleKeys, id, LoadArticle);
export const useArticleCategories = () => useContentLookup(articleKeys.categories, LoadArticleCategories);
