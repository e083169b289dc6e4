import * as v from 'valibot';
import { int, optionalText, pageNumberPaging, within } from '../validate';
import { ArticleBody } from '../../contracts/api/wire/articles';

/**
 * Request schemas of the articles area (spec 2 sections 5 and 9): types and ceilings here (a 400
 * envelope), the title's and description's ceilings read from the wire body; the form's own rules
 * (lengths below the ceilings, the category, the cover, the body) stay with the handler, which
 * answers them with 20400 and data.title / data.msg as the UI expects.
 */
export const ARTICLE_LIMITS = { cover: 300, page: 50 } as const;
/** The editor counts 10,000 characters of text; its HTML (markup, inline styles) stays under this. */
export const ARTICLE_CONTENT_MAX = 200_000;

export const articleBody = v.object({
  title: within(ArticleBody.entries.title),
  description: within(ArticleBody.entries.description),
  category_id: v.optional(v.nullable(int())),
  cover: optionalText(ARTICLE_LIMITS.cover),
  content: v.optional(v.pipe(v.string(), v.maxLength(ARTICLE_CONTENT_MAX)), ''),
});
export type ArticleRequest = v.InferOutput<typeof articleBody>;

/** offset is the page number (1-based), as the backend takes it. */
export const articleListQuery = v.object({
  ...pageNumberPaging(ARTICLE_LIMITS.page, 10, 10_000),
  status: v.optional(v.pipe(int(), v.minValue(0), v.maxValue(3)), 0),
  sortBy: v.optional(v.picklist(['update_time', 'timestamp'])),
  orderBy: v.optional(v.picklist(['asc', 'desc'])),
  title: v.optional(v.nullable(within(ArticleBody.entries.title)), ''),
});
export type ArticleListQuery = v.InferOutput<typeof articleListQuery>;
