import * as v from 'valibot';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import { checked } from './checked';
import { ArticlePageSchema, ArticleSchema, CategoriesSchema } from './article-answers';
import type { ArticleGateway, ArticleListQuery } from '../../application/ports/article-gateway';
import { ARTICLE_PAGE_SIZE, type ArticlePayload } from '../../domain/article/article';
import { ArticleBody } from './wire/articles';

/**
 * Articles (spec 2 section 7). The list sends the page number as offset, as the backend
 * expects. Saves branch on every code (20510, 20022, data.title / data.msg), so they show
 * no generic toast; list failures are only logged. Answers are checked (article-answers.ts).
 */
export class HttpArticleGateway implements ArticleGateway {
  constructor(private readonly api: ApiClient) {}

  list(q: ArticleListQuery) {
    const query = {
      limit: ARTICLE_PAGE_SIZE,
      offset: q.page,
      status: q.status,
      sortBy: 'update_time',
      orderBy: 'desc',
      title: q.title?.trim() || undefined,
    };
    return this.api
      .get<unknown>('/companies/articles', { query, handledCodes: 'all' })
      .then(checked(this.api, ArticlePageSchema, 'GET /companies/articles'));
  }

  detail(id: number) {
    return this.api.get<unknown>(`/companies/articles/${id}`).then(checked(this.api, ArticleSchema, 'GET /companies/articles/{id}'));
  }

  categories() {
    return this.api.get<unknown>('/companies/articles/format').then(checked(this.api, CategoriesSchema, 'GET /companies/articles/format'));
  }

  create(payload: ArticlePayload) {
    return this.api.post<unknown>('/companies/articles', v.parse(ArticleBody, payload), { handledCodes: 'all' }).then(toResult);
  }

  update(id: number, payload: ArticlePayload) {
    return this.api.put<unknown>(`/companies/articles/${id}`, v.parse(ArticleBody, payload), { handledCodes: 'all' }).then(toResult);
  }

  remove(id: number) {
    return this.api.delete<unknown>(`/companies/articles/${id}`).then(toResult);
  }
}
