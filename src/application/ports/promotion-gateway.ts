import type { Result } from '../../domain/common/result';
import type { Promotion, PromotionPage, PromotionPayload } from '../../domain/promotion/promotion';
import type { BusinessError } from '../errors';

export interface PromotionListQuery {
  /** 1-based page number (sent as offset, as the backend expects). */
  page: number;
  /** 0 all, 1 passed, 2 pending, 3 failed. */
  status: 0 | 1 | 2 | 3;
}

type Answer<T> = Promise<Result<T, BusinessError>>;

/** /v2/companies/promotional (spec 2 section 7). */
export interface PromotionGateway {
  list(query: PromotionListQuery): Answer<PromotionPage>;
  detail(id: number): Answer<Promotion>;
  create(payload: PromotionPayload): Answer<unknown>;
  update(id: number, payload: PromotionPayload): Answer<unknown>;
  remove(id: number): Answer<unknown>;
}
