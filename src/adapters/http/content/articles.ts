import type { ContentResource } from '../http-content-gateway';
import type { ContentAreas } from '../../../application/ports/content-gateway';
import { ARTICLE_PAGE_SIZE } from '../../../domain/article/article';
import { ArticleBody } from '../wire/articles';
import * as v from 'valibot';
import { listOf, num, optionalNum, reviewStatus, text, timestamp } from '../answer-shapes';

/** The article answers of spec 2 section 7 as the content gateway checks them. */
export const ArticleSchema = v.object({
  id: num,
  title: v.string(),
  cover: text,
  picture: text,
  description: text,
  category_id: num,
  content: text,
  status: reviewStatus,
  authorName: v.optional(text),
  timestamp,
  reject_info: v.optional(text),
  update_time: v.optional(timestamp),
});

export const ArticlePageSchema = v.pipe(
  v.nullable(v.object({ items: listOf(ArticleSchema), total: optionalNum(0) })),
  v.transform((page) => page ?? { items: [], total: 0 }),
);

const OptionSchema = v.object({ id: num, name: v.string() });
export const CategoriesSchema = listOf(v.object({ id: num, name: v.string(), options: listOf(OptionSchema) }));

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
