import * as v from 'valibot';
import { ApiClient } from './api-client';
import { checked } from './checked';
import { orders } from '../../../contracts/api/orders';
import type { HomeGateway } from '../../application/ports/home-gateway';
import { listOf, num, text, timestamp } from '../../../contracts/api/answer-shapes';

export const HOME_THUMBNAIL_WIDTH = 500;

const SummarySchema = v.object({
  album_id: num,
  album_name: v.string(),
  album_user_name: text,
  album_timestamp: v.pipe(timestamp, v.transform(Number)),
  album_status: num,
  album_cover: v.union([num, v.string()]),
  album_photos: listOf(v.object({ photo_id: num, raw_url: v.string(), raw_url2: text })),
});

export const CompanyAlbumsSchema = v.nullable(v.object({ items: listOf(SummarySchema) }));

/** The home page's own calls: the carousel and the company's first albums, both checked. */
export class HttpHomeGateway implements HomeGateway {
  constructor(private readonly api: ApiClient) {}

  slides() {
    return this.api.call(orders.slides, { query: { web: '1' } });
  }

  async companyAlbums(companyId: number, count: number) {
    const query = { page_num: 1, page_size: count, thumbnailWidth: HOME_THUMBNAIL_WIDTH };
    const answer = await this.api.get<unknown>(`/albums/companies/${companyId}`, { query });
    const page = checked(this.api, CompanyAlbumsSchema, 'GET /albums/companies/{id}')(answer);
    return page.ok ? { ok: true as const, value: page.value?.items ?? [] } : page;
  }
}
