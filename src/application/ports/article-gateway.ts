import type { Result } from '../../domain/common/result';
import type { ReviewStatus } from '../../domain/content/review-status';
import type { Article, ArticleCategory, ArticlePage, ArticlePayload } from '../../domain/article/article';
import type { BusinessError } from '../errors';

export interface ArticleListQuery {
  /** 1-based page number (sent as offset, as the backend expects). */
  page: number;
  status?: ReviewStatus;
  title?: string;
}

type Answer<T> = Promise<Result<T, BusinessError>>;

export interface ArticleGateway {
  list(query: ArticleListQuery): Answer<ArticlePage>;
  detail(id: number): Answer<Article>;
  categories(): Answer<ArticleCategory[]>;
  create(payload: ArticlePayload): Answer<unknown>;
  update(id: number, payload: ArticlePayload): Answer<unknown>;
  remove(id: number): Answer<unknown>;
}
