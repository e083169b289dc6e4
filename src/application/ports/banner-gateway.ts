import type { Result } from '../../domain/common/result';
import type { BannerList, BannerPayload, BannerTarget, Placement } from '../../domain/banner/banner';
import type { BusinessError } from '../errors';

type Answer<T = unknown> = Promise<Result<T, BusinessError>>;

/** /v2/banners/companies by placement, and the jump targets of /v2/account/banners/benefit. */
export interface BannerGateway {
  list(placement: Placement): Answer<BannerList>;
  targets(): Answer<BannerTarget[]>;
  create(payload: BannerPayload): Answer;
  update(id: number, payload: BannerPayload): Answer;
  remove(id: number): Answer;
}
