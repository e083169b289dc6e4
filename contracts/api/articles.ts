import * as v from 'valibot';
import { endpoint } from './endpoint';
import { idParams, int, optionalText, pageNumberPaging, within } from './request-shapes';
import { ArticleBody } from './wire/articles';
import { ArticlePageSchema, ArticleSchema, CategoriesSchema } from './answers/articles';
import { AUDIT_FAILED_CODE, BAD_PARAMETERS_CODE, COMPANY_FROZEN_CODE, DELETE_ONLY_NOT_PASSED_CODE, EDIT_ONLY_NOT_PASSED_CODE, NO_EDIT_PERMISSION_CODE, NO_PERMISSION_CODE } from '../../src/domain/common/business-codes';

/**
 * The request schemas of the articles area (spec 2 sections 5 and 9): types and ceilings here (a 400
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


export const articles = {
  list: endpoint({
    method: 'GET',
    path: '/v2/companies/articles',
    bearer: 'always',
    what: 'article list (limit, offset, status, sortBy, orderBy, title)',
    known: 'given',
    spec: '2',
    query: articleListQuery,
    answer: ArticlePageSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  create: endpoint({
    method: 'POST',
    path: '/v2/companies/articles',
    bearer: 'always',
    what: 'create article',
    known: 'given',
    spec: '2',
    body: articleBody,
    codes: [AUDIT_FAILED_CODE, BAD_PARAMETERS_CODE, NO_EDIT_PERMISSION_CODE],
  }),
  categories: endpoint({
    method: 'GET',
    path: '/v2/companies/articles/format',
    bearer: 'always',
    what: 'article categories (two levels)',
    known: 'given',
    spec: '2',
    answer: CategoriesSchema,
    codes: [],
  }),
  one: endpoint({
    method: 'GET',
    path: '/v2/companies/articles/:id',
    bearer: 'always',
    what: 'one article',
    known: 'given',
    spec: '2',
    params: idParams,
    answer: ArticleSchema,
    codes: [NO_PERMISSION_CODE],
  }),
  update: endpoint({
    method: 'PUT',
    path: '/v2/companies/articles/:id',
    bearer: 'always',
    what: 'edit article',
    known: 'given',
    spec: '2',
    params: idParams,
    body: articleBody,
    codes: [COMPANY_FROZEN_CODE, NO_EDIT_PERMISSION_CODE, EDIT_ONLY_NOT_PASSED_CODE],
  }),
  remove: endpoint({
    method: 'DELETE',
    path: '/v2/companies/articles/:id',
    bearer: 'always',
    what: 'delete article',
    known: 'given',
    spec: '2',
    params: idParams,
    codes: [NO_PERMISSION_CODE, DELETE_ONLY_NOT_PASSED_CODE],
  }),
};
