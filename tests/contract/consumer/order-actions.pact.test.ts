import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpOrderGateway } from '../../../src/adapters/http/http-order-gateway';
import { bearer, clientFor, newPact } from './pact-setup';

const { string } = MatchersV3;
const pact = newPact();
const ORDER = 501900;
const PATH = `/v2/orders/${ORDER}`;
const success = (msg: string) => ({ code: 200, msg: string(msg), data: null });

describe('order action contract', () => {
  it.each([
    ['accepts', 3, '接单成功'],
    ['rejects', 0, '拒绝成功'],
  ] as const)('%s an order pending acceptance', (verb, status, msg) =>
    pact
      .addInteraction()
      .given('an order pending acceptance exists', { orderId: ORDER })
      .uponReceiving(`a request that ${verb} an order pending acceptance`)
      .withRequest('PUT', PATH, (b) => b.headers(bearer('merchant')).jsonBody({ status }))
      .willRespondWith(200, (b) => b.jsonBody(success(msg)))
      .executeTest(async (server) => {
        expect((await new HttpOrderGateway(clientFor(server.url, 'merchant').api).setStatus(ORDER, status)).ok).toBe(true);
      }),
  );

  it.each([
    ['accept', 3],
    ['reject', 0],
  ] as const)('answers %s with 20407 while the company profile is incomplete, without a toast', (verb, status) =>
    pact
      .addInteraction()
      .given('the company profile is incomplete', { orderId: ORDER })
      .uponReceiving(`an order ${verb} while the company profile is incomplete`)
      .withRequest('PUT', PATH, (b) => b.headers(bearer('merchant')).jsonBody({ status }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20407, msg: string('你还没有完善企业信息'), data: null }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url, 'merchant');
        const result = await new HttpOrderGateway(api).setStatus(ORDER, status);
        expect(!result.ok && result.error.code).toBe(20407);
        expect(notifier.notices).toEqual([]);
      }),
  );

  it('answers 20022 when the order is no longer pending, shown as an error toast', () =>
    pact
      .addInteraction()
      .given('an accepted order exists', { orderId: ORDER })
      .uponReceiving('an accept of an order that was already accepted')
      .withRequest('PUT', PATH, (b) => b.headers(bearer('merchant')).jsonBody({ status: 3 }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20022, msg: '订单状态已变更，请刷新后重试', data: null }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url, 'merchant');
        const result = await new HttpOrderGateway(api).setStatus(ORDER, 3);
        expect(!result.ok && result.error.code).toBe(20022);
        expect(notifier.messages('error')).toEqual(['订单状态已变更，请刷新后重试']);
      }));

  it('writes feedback that advances the order', () =>
    pact
      .addInteraction()
      .given('an accepted order exists', { orderId: ORDER })
      .uponReceiving('a feedback that moves an accepted order to 已量房')
      .withRequest('POST', `${PATH}/feedbacks`, (b) =>
        b.headers(bearer('merchant')).jsonBody({ content: '已上门量房', option: 4, arrival: 1, orderId: ORDER }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success('发表反馈成功')))
      .executeTest(async (server) => {
        const gateway = new HttpOrderGateway(clientFor(server.url, 'merchant').api);
        expect((await gateway.feedback({ content: '已上门量房', option: 4, arrival: 1, orderId: ORDER })).ok).toBe(true);
      }));

  it('assigns orders to a designer', () =>
    pact
      .addInteraction()
      .given('an accepted order exists', { orderId: ORDER })
      .uponReceiving('an assignment of an accepted order to a designer')
      .withRequest('PUT', '/v2/orders/assign', (b) =>
        b.headers(bearer('merchant')).jsonBody({ orderId: [ORDER], subUserId: 1002, subUserName: '李设计' }),
      )
      .willRespondWith(200, (b) => b.jsonBody(success('分配成功')))
      .executeTest(async (server) => {
        const gateway = new HttpOrderGateway(clientFor(server.url, 'merchant').api);
        expect((await gateway.assign({ orderId: [ORDER], subUserId: 1002, subUserName: '李设计' })).ok).toBe(true);
      }));

  it.each([
    ['hides', 'an accepted order exists', 1],
    ['restores', 'a hidden order exists', 0],
  ] as const)('%s an order', (verb, state, close) =>
    pact
      .addInteraction()
      .given(state, { orderId: ORDER })
      .uponReceiving(`a request that ${verb} an order`)
      .withRequest('PUT', `${PATH}/close`, (b) => b.headers(bearer('merchant')).jsonBody({ close }))
      .willRespondWith(200, (b) => b.jsonBody(success('操作成功')))
      .executeTest(async (server) => {
        expect((await new HttpOrderGateway(clientFor(server.url, 'merchant').api).close(ORDER, close)).ok).toBe(true);
      }),
  );

  it('follows an order', () =>
    pact
      .addInteraction()
      .given('an accepted order exists', { orderId: ORDER })
      .uponReceiving('a follow of an order')
      .withRequest('POST', '/v2/orders/collections', (b) => b.headers(bearer('merchant')).jsonBody({ targetId: ORDER }))
      .willRespondWith(200, (b) => b.jsonBody(success('关注成功')))
      .executeTest(async (server) => {
        expect((await new HttpOrderGateway(clientFor(server.url, 'merchant').api).follow(ORDER)).ok).toBe(true);
      }));

  it('answers 20022 when a hidden order is followed', () =>
    pact
      .addInteraction()
      .given('a hidden order exists', { orderId: ORDER })
      .uponReceiving('a follow of a hidden order')
      .withRequest('POST', '/v2/orders/collections', (b) => b.headers(bearer('merchant')).jsonBody({ targetId: ORDER }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20022, msg: '订单已被隐藏', data: null }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url, 'merchant');
        const result = await new HttpOrderGateway(api).follow(ORDER);
        expect(!result.ok && result.error.code).toBe(20022);
        expect(notifier.messages('error')).toEqual(['订单已被隐藏']);
      }));

  it('unfollows an order', () =>
    pact
      .addInteraction()
      .given('a followed order exists', { orderId: ORDER })
      .uponReceiving('an unfollow of a followed order')
      .withRequest('DELETE', '/v2/orders/collections', (b) => b.headers(bearer('merchant')).jsonBody({ targetId: ORDER }))
      .willRespondWith(200, (b) => b.jsonBody(success('取消关注成功')))
      .executeTest(async (server) => {
        expect((await new HttpOrderGateway(clientFor(server.url, 'merchant').api).unfollow(ORDER)).ok).toBe(true);
      }));
});
