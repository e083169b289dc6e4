import type { ReviewStatus } from '../content/review-status';

export interface Article {
  id: number;
  title: string;
  /** The stored cover key that is sent back on save. */
  cover: string;
  /** The cover as a displayable URL. */
  picture: string;
  description: string;
  category_id: number;
  content: string;
  status: ReviewStatus;
  authorName?: string;
  timestamp: number | string;
  reject_info?: string;
  update_time?: number | string;
}

export interface ArticlePage {
  items: Article[];
  total: number;
}

/** A first-level category with its selectable options (GET /v2/companies/articles/format). */
export interface ArticleCategory {
  id: number;
  name: string;
  options: { id: number; name: string }[];
}

export interface ArticlePayload {
  title: string;
  cover: string;
  description: string;
  category_id: number;
  content: string;
}

export const ARTICLE_PAGE_SIZE = 10;
