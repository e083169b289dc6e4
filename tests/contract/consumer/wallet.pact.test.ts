import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpWalletGateway } from '../../../src/adapters/http/http-wallet-gateway';
import { HttpOrderGateway } from '../../../src/adapters/http/http-order-gateway';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, number, regex, string } = MatchersV3;
const pact = newPact();
const MAY_2024 = { startTime: '2024-05-01 00:00:00', endTime: '2024-05-31 23:59:59' };
const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const api = (url: string, user: string) => clientFor(url, user).api;

describe('wallet contract', () => {
  it('answers the balances and the transactions of a month', () =>
    pact
      .addInteraction()
      .given('the merchant has transactions in May 2024')
      .uponReceiving("the merchant's wallet for May 2024")
      .withRequest('GET', '/v2/account/wallet', (b) => b.query(MAY_2024).headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: {
            money: { balance: number(1280), reward_funds: number(200), blocked_funds: number(5000) },
            details: eachLike({
              created: regex(DATE_TIME, '2024-05-05 09:30:00'),
              type: string('订单扣费'),
              total_amount_desc: string('-60.00'),
              status_desc: string('成功'),
              tx_sn: string('TX20240505501001'),
              order_id: integer(501002),
              use_wallet_type: string('余额'),
              funds_list_desc: string('余额支付 60.00 元'),
            }),
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await new HttpWalletGateway(api(server.url, 'merchant')).wallet(MAY_2024);
        expect(result.ok && result.value.money.balance).toBe(1280);
        expect(result.ok && result.value.details[0].order_id).toBe(501002);
      }));

  it('answers zero balances and no transactions for a new company', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving("newco's wallet for May 2024")
      .withRequest('GET', '/v2/account/wallet', (b) => b.query(MAY_2024).headers(bearer('newco')))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 200, msg: string('success'), data: { money: { balance: integer(0), reward_funds: integer(0), blocked_funds: integer(0) }, details: [] } }),
      )
      .executeTest(async (server) => {
        const result = await new HttpWalletGateway(api(server.url, 'newco')).wallet(MAY_2024);
        expect(result).toEqual({ ok: true, value: { money: { balance: 0, reward_funds: 0, blocked_funds: 0 }, details: [] } });
      }));

  it("answers an order deduction's order name", () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the name of one of the merchant’s orders (simple=1)')
      .withRequest('GET', '/v2/orders/501002', (b) => b.query({ simple: '1' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: { orderName: string('万科城市花园') } }))
      .executeTest(async (server) => {
        const result = await new HttpOrderGateway(api(server.url, 'merchant')).orderName(501002);
        expect(result).toEqual({ ok: true, value: '万科城市花园' });
      }));

  it('answers 20404 for an order the company cannot see, without a toast', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the name of an order of another company (simple=1)')
      .withRequest('GET', '/v2/orders/505001', (b) => b.query({ simple: '1' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20404, msg: string('订单不存在'), data: null }))
      .executeTest(async (server) => {
        const { api: client, notifier } = clientFor(server.url, 'merchant');
        const result = await new HttpOrderGateway(client).orderName(505001);
        expect(!result.ok && result.error.code).toBe(20404);
        expect(notifier.messages()).toEqual([]);
      }));
});
