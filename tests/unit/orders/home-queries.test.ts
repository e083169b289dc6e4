import { describe, expect, it } from 'vitest';
import { LoadHomeAlbums, LoadLatestOrders, LoadSlides } from '../../../src/application/orders/home-queries';
import { GetOrderDetail, ListOrders, ListSubAccounts } from '../../../src/application/orders/order-queries';
import { ListGroupCompanies } from '../../../src/application/orders/group-companies';
import { QueryFailedError, BusinessError } from '../../../src/application/errors';
import type { AlbumSummary, HomeGateway, Slide } from '../../../src/application/ports/home-gateway';
import type { GroupCompany, GroupCompanyGateway } from '../../../src/application/ports/group-company-gateway';
import { createSessionModel } from '../../../src/application/session/session.model';
import { type Result, err, ok } from '../../../src/domain/common/result';
import { EMPTY_FILTERS, latestOrdersQuery, orderQuery } from '../../../src/domain/order/order-query';
import { ALL_ORDERS_LABEL, ASSIGN_LIST_LIMIT, FILTER_LIST_LIMIT, HOME_ALBUM_COUNT, HOME_ORDER_COUNT } from '../../../src/domain/order/order-tabs';
import { InMemorySubAccountGateway } from '../../fakes/in-memory-appeal-gateway';
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

  it('names the group at least by a word of its own when it has neither a name nor an abbreviation', async () => {
    const session = createSessionModel();
    session.started({ user: { ...sessionAs('GroupAccount').$user.getState()!, company_abbr: '' }, permissions: null });
    const [, self] = await new ListGroupCompanies(loaded(gateway(ok([]))), session).execute();
    expect(self.id).toBe(501);
    expect(self.name.trim()).not.toBe('');
  });

  it('throws a refused children list as a failed query', async () => {
    await expect(new ListGroupCompanies(loaded(gateway(err(refusal))), sessionAs('GroupAccount')).execute()).rejects.toBeInstanceOf(QueryFailedError);
  });
});

describe('the order list queries', () => {
  it('ListOrders asks for the page of the filters, of the group list when told', async () => {
    const gateway = new InMemoryOrderGateway();
    const filters = { ...EMPTY_FILTERS, tab: 2, search: 'garden' };
    await new ListOrders(loaded(gateway)).execute(filters, { offset: 20, limit: 10 });
    await new ListOrders(loaded(gateway)).execute(filters, { offset: 0, limit: 10 }, { group: true });
    expect(gateway.named('list')).toEqual([[orderQuery(filters, { offset: 20, limit: 10 })], [orderQuery(filters, { offset: 0, limit: 10 }, true)]]);
    gateway.refuse(20001, 'refused');
    await expect(new ListOrders(loaded(gateway)).execute(filters, { offset: 0, limit: 10 })).rejects.toBeInstanceOf(QueryFailedError);
  });

  it("GetOrderDetail answers the order's detail and throws a refusal", async () => {
    const gateway = new InMemoryOrderGateway();
    await expect(new GetOrderDetail(loaded(gateway)).execute(300101)).resolves.toEqual({ feedbacks: [] });
    expect(gateway.named('detail')).toEqual([[300101]]);
    gateway.refuse(20001, 'refused');
    await expect(new GetOrderDetail(loaded(gateway)).execute(300101)).rejects.toBeInstanceOf(QueryFailedError);
  });

  it('ListSubAccounts loads designers for the main account only, as many as each purpose needs', async () => {
    const designers = new InMemorySubAccountGateway([{ id: 1, realname: 'designer', phone: '13800000000', head_img_url: null }]);
    expect(await new ListSubAccounts(loaded(designers), sessionAs('NormalAccount')).execute('assign')).toHaveLength(1);
    await new ListSubAccounts(loaded(designers), sessionAs('NormalAccount')).execute('filter');
    expect(designers.named('list')).toEqual([
      [0, ASSIGN_LIST_LIMIT],
      [0, FILTER_LIST_LIMIT],
    ]);
    const other = new InMemorySubAccountGateway([{ id: 1, realname: 'designer', phone: '13800000000', head_img_url: null }]);
    expect(await new ListSubAccounts(loaded(other), sessionAs('SubAccount', { order: 2 })).execute('filter')).toEqual([]);
    expect(other.calls).toEqual([]);
  });
});
