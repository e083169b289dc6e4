import { inject, injectable } from 'inversify';
import { ApiClient } from './api-client';
import { toResult } from './envelope';
import type { AlbumSummary, HomeGateway, Slide } from '../../application/ports/home-gateway';
import { ok } from '../../domain/shared/result';

export const HOME_THUMBNAIL_WIDTH = 500;

/** The home page's own calls: the carousel and the company's first albums. */
@injectable()
export class HttpHomeGateway implements HomeGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async slides() {
    const answer = toResult(await this.api.get<Slide[]>('/orders/index-slide', { query: { web: 1 } }));
    return answer.ok ? ok(Array.isArray(answer.value) ? answer.value : []) : answer;
  }

  async companyAlbums(companyId: number, count: number) {
    const query = { page_num: 1, page_size: count, thumbnailWidth: HOME_THUMBNAIL_WIDTH };
    const answer = toResult(await this.api.get<{ items?: AlbumSummary[] }>(`/albums/companies/${companyId}`, { query }));
    return answer.ok ? ok(answer.value?.items ?? []) : answer;
  }
}
