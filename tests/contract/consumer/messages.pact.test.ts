import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpMessageGateway } from '../../../src/adapters/http/http-message-gateway';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, string } = MatchersV3;
const pact = newPact();
const gateway = (url: string) => new HttpMessageGateway(clientFor(url, 'merchant').api);
const summary = {
  id: integer(20),
  title: string('新订单通知'),
  content: string('您有一条来自绿城桂花园的新订单，请及时处理。'),
  timestamp: integer(1716000000),
  status: integer(2),
};

describe('message centre contract', () => {
  it('lists the first 15 messages', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving("the first page of the merchant's messages")
      .withRequest('GET', '/v2/notify/msg-box', (b) => b.query({ limit: '15', offset: '0' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: { items: eachLike(summary), total: integer(20) } }))
      .executeTest(async (server) => {
        const result = await gateway(server.url).list(0, 15);
        expect(result.ok && result.value.items[0].id).toBe(20);
      }));

  it('lists no messages when there are none', () =>
    pact
      .addInteraction()
      .given('the merchant has no messages')
      .uponReceiving('the messages of a merchant without any')
      .withRequest('GET', '/v2/notify/msg-box', (b) => b.query({ limit: '15', offset: '0' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: { items: [], total: 0 } }))
      .executeTest(async (server) => {
        expect(await gateway(server.url).list(0, 15)).toEqual({ ok: true, value: { items: [], total: 0 } });
      }));

  it('loads one message with its contentList', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('one unread message of the merchant')
      .withRequest('GET', '/v2/notify/msg-box/20', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 200, msg: string('success'), data: { ...summary, contentList: eachLike({ key: string('订单编号'), value: string('501020') }) } }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).detail(20);
        expect(result.ok && result.value.contentList[0].key).toBe('订单编号');
      }));

  it('clears the dot of an opened message', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the dot clear for an opened unread message')
      .withRequest('POST', '/v2/notify/point/type', (b) => b.headers(bearer('merchant')).jsonBody({ id: 20, type_list: ['carousel'], user_id: 1001 }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('操作成功'), data: null }))
      .executeTest(async (server) => {
        expect((await gateway(server.url).clearDot(20, 1001)).ok).toBe(true);
      }));

  it('marks every message read', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('read-all for the merchant')
      .withRequest('PUT', '/v2/notify/msg-box/read-all', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('操作成功'), data: null }))
      .executeTest(async (server) => {
        expect((await gateway(server.url).readAll()).ok).toBe(true);
      }));
});
