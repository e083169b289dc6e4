import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpOrderGateway } from '../../../src/adapters/http/http-order-gateway';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, like, string } = MatchersV3;
const pact = newPact();
const ORDER = 501900;
const gateway = (url: string, user = 'merchant') => new HttpOrderGateway(clientFor(url, user).api);

/** Fields of a list row whose type never varies; nullable ones are pinned by their own states. */
export const orderRow = {
  order_id: integer(501001),
  garden: string('绿城桂花园'),
  status_name: string('待接单'),
  orderPrice: integer(50),
  contact: string('张先生'),
  locationName: string('浙江省杭州市西湖区'),
  deco_type_name: string('全包'),
  area: integer(98),
  budget_name: string('10-15万'),
  bidder_timestamp: integer(1716000000),
  closed: integer(0),
};
const headline = { desc: string('平台公告'), title: string('关于规范订单反馈时效的通知'), content: string('自下月起……') };
const listQuery = { limit: '10', offset: '0', type: '99' };

describe('order list contract', () => {
  it('lists the orders of the first page with the headlines', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the first page of all orders')
      .withRequest('GET', '/v2/orders', (b) => b.query(listQuery).headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: { items: { order: eachLike(orderRow), toutiao: { items: eachLike(headline) } }, total: integer(60) },
        }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).list({ limit: 10, offset: 0, type: 99 });
        expect(result.ok && result.value.orders[0].order_id).toBe(501001);
        expect(result.ok && result.value.headlines.length).toBeGreaterThan(0);
      }));

  it('answers an empty list when the company has no orders', () =>
    pact
      .addInteraction()
      .given('the company has no orders')
      .uponReceiving('a search of the pending-feedback tab in a time range with no orders')
      .withRequest('GET', '/v2/orders', (b) =>
        b
          .query({ limit: '10', offset: '0', type: '3', search: '绿城', startTime: '2024-05-01', endTime: '2024-05-31 23:59:59', subUserId: '1002' })
          .headers(bearer('merchant')),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 200, msg: string('success'), data: { items: { order: [], toutiao: like({}) }, total: 0 } }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).list({
          limit: 10,
          offset: 0,
          type: 3,
          search: '绿城',
          startTime: '2024-05-01',
          endTime: '2024-05-31 23:59:59',
          subUserId: 1002,
        });
        expect(result.ok && result.value).toMatchObject({ orders: [], total: 0 });
      }));

  it('lists a group company with its company names', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the group list of one child company')
      .withRequest('GET', '/v2/orders', (b) => b.query({ ...listQuery, companyId: '601' }).headers(bearer('group')))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: { items: { order: eachLike({ ...orderRow, companyName: string('华居装饰杭州分公司') }), toutiao: like({}) }, total: integer(55) },
        }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url, 'group').list({ limit: 10, offset: 0, type: 99, companyId: 601 });
        expect(result.ok && result.value.orders[0].companyName).toBe('华居装饰杭州分公司');
      }));

  it('reads an order with its feedback history', () =>
    pact
      .addInteraction()
      .given('an accepted order exists', { orderId: ORDER })
      .uponReceiving('the detail of an accepted order')
      .withRequest('GET', `/v2/orders/${ORDER}`, (b) => b.query({ web: '1' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: {
            order: like({
              contact: string('张先生'),
              phone: string('13101000003'),
              phone2: string(''),
              weixin: string(''),
              addr: string('文三路12号绿城桂花园3幢'),
              house_model_name: string('三室两厅'),
              deco_mode_name: string('新房装修'),
              style_name: string('现代简约'),
              orderPrice: integer(50),
              demand: string('希望整体风格简洁明亮'),
              status: 3,
              closed: 0,
              complaintIt: integer(0),
            }),
            feedbacks: eachLike({
              timestamp: integer(1716000000),
              subUserName: string('李设计'),
              leftStatus: string('已接单'),
              rightStatus: string('已量房'),
              content: string('已完成量房'),
              isAdmin: integer(0),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).detail(ORDER);
        expect(result.ok && result.value.status).toBe(3);
        expect(result.ok && result.value.feedbacks.length).toBeGreaterThan(0);
      }));

  it('reads the arrival state of an order', () =>
    pact
      .addInteraction()
      .given('an accepted order exists', { orderId: ORDER })
      .uponReceiving('the arrival state of an accepted order')
      .withRequest('GET', `/v2/orders/${ORDER}/status`, (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: { arrival: integer(0) } }))
      .executeTest(async (server) => {
        const result = await gateway(server.url).arrival(ORDER);
        expect(result).toEqual({ ok: true, value: 0 });
      }));
});
