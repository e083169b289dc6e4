import { describe, expect, it } from 'vitest';
import { LoadHomeAlbums, LoadLatestOrders, LoadSlides } from '../../../src/application/orders/home-queries';
import { ListGroupCompanies } from '../../../src/application/orders/group-companies';
import { QueryFailedError, BusinessError } from '../../../src/application/errors';
import type { AlbumSummary, HomeGateway, Slide } from '../../../src/application/ports/home-gateway';
import type { GroupCompany, GroupCompanyGateway } from '../../../src/application/ports/group-company-gateway';
import { createSessionModel } from '../../../src/application/session/session.model';
import { type Result, err, ok } from '../../../src/domain/common/result';
import { latestOrdersQuery } from '../../../src/domain/order/order-query';
import { ALL_ORDERS_LABEL, HOME_ALBUM_COUNT, HOME_ORDER_COUNT } from '../../../src/domain/order/order-tabs';
import { InMemoryOrderGateway } from '../../fakes/in-memory-order-gateway';
import { anOrder, sessionAs } from '../../fakes/order-fixtures';
import { loaded } from '../../fakes/loaded';

const refusal = new BusinessError(20001, 'refused');

const anAlbum = (album_id: number): AlbumSummary => ({
  album_id,
  album_name: `album ${album_id}`,
  album_user_name: 'designer',
  album_timestamp: 1_716_000_000,
  album_status: 1,
  album_cover: 1,
  album_photos: [],
});

/** A home gateway answering `slides` and `albums`, recording what it was asked. */
function homeGateway(slides: Result<Slide[], BusinessError>, albums: Result<AlbumSummary[], BusinessError> = ok([])) {
  const asked: { companyId: number; count: number }[] = [];
  const gateway: HomeGateway = {
    slides: async () => slides,
    companyAlbums: async (companyId, count) => {
      asked.push({ companyId, count });
      return albums;
    },
  };
  return { gateway, asked };
}

describe('the home screen queries', () => {
  it('LoadSlides answers the carousel and throws a refusal as a failed query', async () => {
    const slide: Slide = { id: 1, title: 'spring', img_url: 'a.jpg', link_url: null };
    await expect(new LoadSlides(loaded(homeGateway(ok([slide])).gateway)).execute()).resolves.toEqual([slide]);
    const failed = new LoadSlides(loaded(homeGateway(err(refusal)).gateway)).execute();
    await expect(failed).rejects.toBeInstanceOf(QueryFailedError);
    await expect(failed).rejects.toMatchObject({ cause: refusal, message: 'refused' });
  });

  it('LoadLatestOrders asks for the first page of all orders, as many as the home shows', async () => {
    const gateway = new InMemoryOrderGateway();
    gateway.orders = Array.from({ length: HOME_ORDER_COUNT + 2 }, (_, i) => ({ ...anOrder({ order_id: 300101 + i }), subUserId: null }));
    const page = await new LoadLatestOrders(loaded(gateway)).execute();
    expect(gateway.named('list')).toEqual([[latestOrdersQuery(HOME_ORDER_COUNT)]]);
    expect(page.orders).toHaveLength(HOME_ORDER_COUNT);
    expect(page.total).toBe(HOME_ORDER_COUNT + 2);
  });

  it("LoadHomeAlbums asks for the company's first albums and shows no more than the home's count", async () => {
    const many = Array.from({ length: HOME_ALBUM_COUNT + 2 }, (_, i) => anAlbum(i + 1));
    const { gateway, asked } = homeGateway(ok([]), ok(many));
    const albums = await new LoadHomeAlbums(loaded(gateway), sessionAs('NormalAccount')).execute();
    expect(asked).toEqual([{ companyId: 501, count: HOME_ALBUM_COUNT }]);
    expect(albums.map((a) => a.album_id)).toEqual(many.slice(0, HOME_ALBUM_COUNT).map((a) => a.album_id));
  });

  it('LoadHomeAlbums asks nothing without a signed-in company, and throws a refusal', async () => {
    const none = homeGateway(ok([]), ok([anAlbum(1)]));
    await expect(new LoadHomeAlbums(loaded(none.gateway), createSessionModel()).execute()).resolves.toEqual([]);
    expect(none.asked).toEqual([]);
    const refused = homeGateway(ok([]), err(refusal));
    await expect(new LoadHomeAlbums(loaded(refused.gateway), sessionAs('NormalAccount')).execute()).rejects.toBeInstanceOf(QueryFailedError);
  });
});

describe("the group list's company choice", () => {
  const children: GroupCompany[] = [
    { id: 601, name: 'child one', abbr: 'one' },
    { id: 602, name: 'child two' },
  ];
  const gateway = (answer: Result<GroupCompany[], BusinessError>): GroupCompanyGateway => ({ children: async () => answer });

  it("offers all orders, the group itself by its index name, then each child company", async () => {
    const session = sessionAs('GroupAccount');
    session.userIndexLoaded({ company_name: 'group name' } as never);
    const options = await new ListGroupCompanies(loaded(gateway(ok(children))), session).execute();
    expect(options).toEqual([
      { id: null, name: ALL_ORDERS_LABEL },
      { id: 501, name: 'group name' },
      { id: 601, name: 'child one' },
      { id: 602, name: 'child two' },
    ]);
  });

  it("names the group by its abbreviation before the index loads, and offers no self when signed out", async () => {
    const session = sessionAs('GroupAccount');
    const options = await new ListGroupCompanies(loaded(gateway(ok([]))), session).execute();
    expect(options).toEqual([
      { id: null, name: ALL_ORDERS_LABEL },
      { id: 501, name: session.$user.getState()?.company_abbr },
    ]);
    const signedOut = await new ListGroupCompanies(loaded(gateway(ok(children))), createSessionModel()).execute();
    expect(signedOut.map((o) => o.id)).toEqual([null, 601, 602]);
  });

  it('throws a refused children list as a failed query', async () => {
    await expect(new ListGroupCompanies(loaded(gateway(err(refusal))), sessionAs('GroupAccount')).execute()).rejects.toBeInstanceOf(QueryFailedError);
  });
});
