import * as v from 'valibot';
import type { ContentResource } from '../http-content-gateway';
import type { ContentAreas } from '../../../application/ports/content-gateway';
import { ARTICLE_PAGE_SIZE } from '../../../domain/article/article';
import { ArticleBody } from '../../../../contracts/api/wire/articles';
import { ArticlePageSchema, ArticleSchema, CategoriesSchema } from '../../../../contracts/api/answers/articles';

/**
 * Articles (spec 2 section 7). The list sends the page number as offset, as the backend
 * expects. Saves branch on every code (20510, 20022, data.title / data.msg), so they show
 * no generic toast; list failures are only logged.
 */
export const resource: ContentResource<ContentAreas['articles']> = {
  path: '/companies/articles',
  list: {
    query: (q) => ({
      limit: ARTICLE_PAGE_SIZE,
      offset: q.page,
      status: q.status,
      sortBy: 'update_time',
      orderBy: 'desc',
      title: q.title?.trim() || undefined,
    }),
    answer: ArticlePageSchema,
    handledCodes: 'all',
  },
  detail: { answer: ArticleSchema },
  body: (payload) => v.parse(ArticleBody, payload),
  saveCodes: 'all',
  lookups: { categories: { path: '/companies/articles/format', answer: CategoriesSchema } },
};
