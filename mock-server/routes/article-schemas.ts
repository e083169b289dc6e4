import * as v from 'valibot';
import { int, optionalText, pageNumberPaging, text } from '../validate';

/**
 * Request schemas of the articles area (spec 2 sections 5 and 9): types and ceilings here (a 400
 * envelope); lengths below the ceilings, the category and the cover stay with the handler, which
 * answers them with 20400 and data.title / data.msg as the UI expects.
 */
export const ARTICLE_LIMITS = { title: 40, description: 300, cover: 300, page: 50 } as const;
/** The editor counts 10,000 characters of text; its HTML (markup, inline styles) stays under this. */
export const ARTICLE_CONTENT_MAX = 200_000;

export const articleBody = v.object({
  title: text(ARTICLE_LIMITS.title),
  description: text(ARTICLE_LIMITS.description),
  category_id: v.optional(v.nullable(int())),
  cover: optionalText(ARTICLE_LIMITS.cover),
  content: v.optional(v.pipe(v.string(), v.maxLength(ARTICLE_CONTENT_MAX)), ''),
});
export type ArticleBody = v.InferOutput<typeof articleBody>;

/** offset is the page number (1-based), as the backend takes it. */
export const articleListQuery = v.object({
  ...pageNumberPaging(ARTICLE_LIMITS.page, 10, 10_000),
  status: v.optional(v.pipe(int(), v.minValue(0), v.maxValue(3)), 0),
  sortBy: v.optional(v.picklist(['update_time', 'timestamp'])),
  orderBy: v.optional(v.picklist(['asc', 'desc'])),
  title: optionalText(ARTICLE_LIMITS.title),
});
export type ArticleListQuery = v.InferOutput<typeof articleListQuery>;
