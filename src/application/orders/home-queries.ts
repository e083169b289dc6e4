import { TOKENS } from '../tokens';
import { defineUseCase } from '../use-case';
import { callPort } from '../read-port';
import type { AlbumSummary } from '../ports/home-gateway';
import { valueOf } from './order-queries';
import { latestOrdersQuery } from '../../domain/order/order-query';
import { HOME_ALBUM_COUNT, HOME_ORDER_COUNT } from '../../domain/order/order-tabs';

/** The home carousel (index-slide). */
export const LoadSlides = callPort(TOKENS.HomeGateway, async (home) => valueOf(await home.slides()));

/** The latest 4 orders; the same answer carries the headlines of the ticker. */
export const LoadLatestOrders = callPort(TOKENS.OrderGateway, async (orders) => valueOf(await orders.list(latestOrdersQuery(HOME_ORDER_COUNT))));

/** The company's first 3 albums for the home gallery. */
export const LoadHomeAlbums = defineUseCase([TOKENS.HomeGateway, TOKENS.SessionModel], (home, session) => ({
  async execute(): Promise<AlbumSummary[]> {
    const companyId = session.$user.getState()?.company_id;
    if (!companyId) return [];
    return valueOf(await (await home()).companyAlbums(companyId, HOME_ALBUM_COUNT)).slice(0, HOME_ALBUM_COUNT);
  },
}));
export type LoadSlides = InstanceType<typeof LoadSlides>;
export type LoadLatestOrders = InstanceType<typeof LoadLatestOrders>;
export type LoadHomeAlbums = InstanceType<typeof LoadHomeAlbums>;
