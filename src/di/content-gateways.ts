import type { ApiClient } from '../adapters/http/api-client';
import type { AreaGateway, ContentArea } from '../application/ports/content-gateway';

/**
 * Each content area's resource module (src/adapters/http/content/<area>.ts: its paths, answer
 * schemas and codes), loaded on the area's first call together with the one content gateway,
 * so that /login carries neither.
 */
const RESOURCES = {
  albums: () => import('../adapters/http/content/albums'),
  articles: () => import('../adapters/http/content/articles'),
  promotions: () => import('../adapters/http/content/promotions'),
  banners: () => import('../adapters/http/content/banners'),
  honors: () => import('../adapters/http/content/honors'),
} satisfies Record<ContentArea, () => Promise<unknown>>;

export async function loadContentGateway<A extends ContentArea>(api: ApiClient, area: A): Promise<AreaGateway<A>> {
  const [{ HttpContentGateway }, { resource }] = await Promise.all([import('../adapters/http/http-content-gateway'), RESOURCES[area]()]);
  return new HttpContentGateway(api, resource as never) as AreaGateway<A>;
}
