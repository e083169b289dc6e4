import { inject, injectable } from 'inversify';
import { TOKENS } from '../tokens';
import type { OrderGateway, OrderPage } from '../ports/order-gateway';
import type { AlbumSummary, HomeGateway, Slide } from '../ports/home-gateway';
import type { SessionModel } from '../session/session.model';
import { valueOf } from './order-queries';
import { latestOrdersQuery } from '../../domain/order/order-query';
import { HOME_ALBUM_COUNT, HOME_ORDER_COUNT } from '../../domain/order/order-tabs';
import type { Load } from '../ports/load';

/** The home carousel (index-slide). */
@injectable()
export class LoadSlides {
  constructor(@inject(TOKENS.HomeGateway) private readonly home: Load<HomeGateway>) {}

  async execute(): Promise<Slide[]> {
    return valueOf(await (await this.home()).slides());
  }
}

/** The latest 4 orders; the same answer carries the headlines of the ticker. */
@injectable()
export class LoadLatestOrders {
  constructor(@inject(TOKENS.OrderGateway) private readonly orders: Load<OrderGateway>) {}

  async execute(): Promise<OrderPage> {
    return valueOf(await (await this.orders()).list(latestOrdersQuery(HOME_ORDER_COUNT)));
  }
}

/** The company's first 3 albums for the home gallery. */
@injectable()
export class LoadHomeAlbums {
  constructor(
    @inject(TOKENS.HomeGateway) private readonly home: Load<HomeGateway>,
    @inject(TOKENS.SessionModel) private readonly session: SessionModel,
  ) {}

  async execute(): Promise<AlbumSummary[]> {
    const companyId = this.session.$user.getState()?.company_id;
    if (!companyId) return [];
    return valueOf(await (await this.home()).companyAlbums(companyId, HOME_ALBUM_COUNT)).slice(0, HOME_ALBUM_COUNT);
  }
}
