import type { Result } from '../../domain/common/result';
import type { ReviewStatus } from '../../domain/content/review-status';
import type { Album, AlbumPage, AlbumPayload, AlbumTags, GalleryStats } from '../../domain/album/album';
import type { Article, ArticleCategory, ArticlePage, ArticlePayload } from '../../domain/article/article';
import type { Promotion, PromotionPage, PromotionPayload } from '../../domain/promotion/promotion';
import type { BannerList, BannerPayload, BannerTarget, Placement } from '../../domain/banner/banner';
import type { Honor, HonorPayload } from '../../domain/honor/honor';
import type { BusinessError } from '../errors';

export type Answer<T = unknown> = Promise<Result<T, BusinessError>>;

export interface AlbumListQuery {
  /** 1-based page number. */
  page: number;
  status?: ReviewStatus;
  search?: string;
  /** Main and group accounts list their company's albums; a sub-account (no id) its own. */
  companyId?: number;
}

export interface ArticleListQuery {
  /** 1-based page number (sent as offset, as the backend expects). */
  page: number;
  status?: ReviewStatus;
  title?: string;
}

export interface PromotionListQuery {
  /** 1-based page number (sent as offset, as the backend expects). */
  page: number;
  /** 0 all, 1 passed, 2 pending, 3 failed. */
  status: 0 | 1 | 2 | 3;
}

/**
 * What one content area's calls carry: the list's query and answer, one item, the save's
 * payload and answer, and the area's lookups (the option lists its form reads).
 */
export interface ContentTypes {
  query: unknown;
  page: unknown;
  item: unknown;
  payload: unknown;
  created: unknown;
  lookups: Record<string, unknown>;
}

/** The five content areas of spec 2 and what each one's calls carry. */
export interface ContentAreas {
  albums: {
    query: AlbumListQuery;
    page: AlbumPage;
    item: Album;
    payload: AlbumPayload;
    created: { album_id: number };
    lookups: { tags: AlbumTags; galleryStats: GalleryStats };
  };
  articles: {
    query: ArticleListQuery;
    page: ArticlePage;
    item: Article;
    payload: ArticlePayload;
    created: unknown;
    lookups: { categories: ArticleCategory[] };
  };
  promotions: {
    query: PromotionListQuery;
    page: PromotionPage;
    item: Promotion;
    payload: PromotionPayload;
    created: unknown;
    lookups: Record<never, never>;
  };
  /** One list per placement; banners have no detail call (the list carries every field). */
  banners: {
    query: Placement;
    page: BannerList;
    item: never;
    payload: BannerPayload;
    created: unknown;
    lookups: { targets: BannerTarget[] };
  };
  /** The list filters by status (none: every status). */
  honors: {
    query: number | undefined;
    page: Honor[];
    item: Honor;
    payload: HonorPayload;
    created: unknown;
    lookups: Record<never, never>;
  };
}

export type ContentArea = keyof ContentAreas;
export const CONTENT_AREAS = ['albums', 'articles', 'promotions', 'banners', 'honors'] as const satisfies readonly ContentArea[];

/**
 * The one port of every content area, as react-admin's DataProvider serves every resource:
 * list, one item, create, update, delete, and the area's lookups by name. A refusal comes back
 * as a BusinessError whose msg is the server's (an album delete's HTTP 405 included).
 */
export interface ContentGateway<T extends ContentTypes> {
  list(query: T['query']): Answer<T['page']>;
  detail(id: number): Answer<T['item']>;
  create(payload: T['payload']): Answer<T['created']>;
  update(id: number, payload: T['payload']): Answer;
  remove(id: number): Answer;
  lookup<K extends keyof T['lookups'] & string>(name: K): Answer<T['lookups'][K]>;
}

/** The port of one area (`AreaGateway<'albums'>`). */
export type AreaGateway<A extends ContentArea> = ContentGateway<ContentAreas[A]>;
