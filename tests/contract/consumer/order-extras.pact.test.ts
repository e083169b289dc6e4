import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpOrderGateway } from '../../../src/adapters/http/http-order-gateway';
import { HttpHomeGateway } from '../../../src/adapters/http/http-home-gateway';
import { HttpSubAccountGateway } from '../../../src/adapters/http/http-sub-account-gateway';
import { HttpGroupCompanyGateway } from '../../../src/adapters/http/http-group-company-gateway';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, string } = MatchersV3;
const pact = newPact();
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const api = (url: string, user = 'merchant') => clientFor(url, user).api;
const designerQuery = { offset: '0', limit: '50', permission_list: 'order' };

describe('home and order extras contract', () => {
  it('reads the home carousel', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the home carousel slides')
      .withRequest('GET', '/v2/orders/index-slide', (b) => b.query({ web: '1' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 200, msg: string('success'), data: eachLike({ id: integer(1), title: string('春季家装节'), img_url: string('https://img/1.jpg') }) }),
      )
      .executeTest(async (server) => {
        const result = await new HttpHomeGateway(api(server.url)).slides();
        expect(result.ok && result.value.length).toBeGreaterThan(0);
      }));

  it('reads an empty carousel', () =>
    pact
      .addInteraction()
      .given('there are no home slides')
      .uponReceiving('the home carousel without slides')
      .withRequest('GET', '/v2/orders/index-slide', (b) => b.query({ web: '1' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: [] }))
      .executeTest(async (server) => {
        expect(await new HttpHomeGateway(api(server.url)).slides()).toEqual({ ok: true, value: [] });
      }));

  it('reads the company albums for the home gallery', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the first three albums of the company for the home gallery')
      .withRequest('GET', '/v2/albums/companies/501', (b) =>
        b.query({ page_num: '1', page_size: '3', thumbnailWidth: '500' }).headers(bearer('merchant')),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: {
            items: eachLike({
              album_id: integer(101),
              album_name: string('滨江金色家园三居室现代简约'),
              album_user_name: string('王美居'),
              album_timestamp: integer(1761000000),
              album_status: integer(1),
              album_cover: integer(10101),
              album_photos: eachLike({ photo_id: integer(10101), raw_url: string('/uploads/a.png'), raw_url2: string('/uploads/a.png') }),
            }),
            total: integer(9),
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await new HttpHomeGateway(api(server.url)).companyAlbums(501, 3);
        expect(result.ok && result.value[0].album_id).toBe(101);
      }));

  it.each([
    ['orders await feedback', 1, true],
    ['no feedback reminder is due', 0, false],
  ])('asks whether the feedback reminder should appear (given %s)', (state, data, shown) =>
    pact
      .addInteraction()
      .given(state)
      .uponReceiving(`the feedback reminder check answering ${data}`)
      .withRequest('GET', '/v2/orders/checkTime', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data }))
      .executeTest(async (server) => {
        expect(await new HttpOrderGateway(api(server.url)).feedbackCheck()).toBe(shown);
      }),
  );

  it('lists the child companies of a group', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the child companies of the group account')
      .withRequest('GET', '/v2/companies/group-children', (b) => b.headers(bearer('group')))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 200, msg: string('success'), data: eachLike({ id: integer(601), name: string('华居装饰杭州分公司') }) }),
      )
      .executeTest(async (server) => {
        const result = await new HttpGroupCompanyGateway(api(server.url, 'group')).children();
        expect(result.ok && result.value[0].id).toBe(601);
      }));

  it('downloads the order spreadsheet', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an export of all visible orders')
      .withRequest('GET', '/v2/orders/excel', (b) => b.query({ type: '2' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': XLSX }))
      .executeTest(async (server) => {
        const result = await new HttpOrderGateway(api(server.url)).exportSheet({ type: 2 });
        expect(result.ok && result.value instanceof Blob).toBe(true);
      }));

  it('lists the designers who take orders', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the sub-accounts with the order permission')
      .withRequest('GET', '/v2/users/sub-account', (b) => b.query(designerQuery).headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: { items: eachLike({ id: integer(1002), realname: string('李设计'), phone: string('13800000002') }), total: integer(3) },
        }),
      )
      .executeTest(async (server) => {
        const result = await new HttpSubAccountGateway(api(server.url)).list(0, 50);
        expect(result.ok && result.value[0].realname).toBe('李设计');
      }));

  it('lists no designers for a company without sub-accounts', () =>
    pact
      .addInteraction()
      .given('the company has no sub-accounts')
      .uponReceiving('the sub-accounts of a company that has none')
      .withRequest('GET', '/v2/users/sub-account', (b) => b.query(designerQuery).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: { items: [], total: 0 } }))
      .executeTest(async (server) => {
        expect(await new HttpSubAccountGateway(api(server.url)).list(0, 50)).toEqual({ ok: true, value: [] });
      }));
});
