import { readContent } from '../content/read-content';
import type { ArticleCategory } from '../../domain/article/article';

/** The two-level category list of the article form. */
export const LoadArticleCategories = readContent(
  'articles',
  (articles) => articles.lookup('categories'),
  (categories): ArticleCategory[] => (categories ?? []).map((c) => ({ ...c, options: c.options ?? [] })),
);
export type LoadArticleCategories = InstanceType<typeof LoadArticleCategories>;
