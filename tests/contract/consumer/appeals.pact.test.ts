import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAppealGateway } from '../../../src/adapters/http/http-appeal-gateway';
import { SessionExpiredError } from '../../../src/application/errors';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, regex, string } = MatchersV3;
const pact = newPact();
const IMAGE = path.resolve('tests/contract/consumer/fixtures/order-evidence.png');
const EVIDENCE = 'complaint/demo-contract-1.png';
const LIST_QUERY = { dataType: 'ORDERS', limit: '15', offset: '0' };
const gateway = (url: string, user = 'merchant') => new HttpAppealGateway(clientFor(url, user).api);

describe('appeal list contract', () => {
  it("lists the company's appeals", () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving("the merchant's appeals")
      .withRequest('GET', '/v2/account/fin-payment-complaint', (b) => b.query(LIST_QUERY).headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: {
            items: eachLike({
              created: regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, '2024-05-18 10:00:00'),
              status: integer(0),
              status_desc: string('审核中'),
              data_type: string('ORDER'),
              data_type_desc: string('返单'),
              data_id: integer(501003),
              data_name: string('滨江金色家园'),
              content: string('业主已与其他装修公司签约，申请返单。'),
              photo_list: eachLike(string(EVIDENCE)),
              reason: string(''),
            }),
            total: integer(2),
          },
        }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).list(0, 15);
        expect(result.ok && result.value.items[0].photo_list[0]).toBe(EVIDENCE);
      }));

  it('lists no appeals when none were filed', () =>
    pact
      .addInteraction()
      .given('the company has filed no appeals')
      .uponReceiving('the appeals of a company that filed none')
      .withRequest('GET', '/v2/account/fin-payment-complaint', (b) => b.query(LIST_QUERY).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('success'), data: { items: [], total: 0 } }))
      .executeTest(async (server) => {
        expect(await gateway(server.url).list(0, 15)).toEqual({ ok: true, value: { items: [], total: 0 } });
      }));

  it('answers an evidence image to the bearer header', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an evidence image of one of the merchant’s appeals')
      .withRequest('GET', '/v2/account/pic-file', (b) => b.query({ file: EVIDENCE }).headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.headers({ 'Content-Type': 'image/png' }).binaryFile('image/png', IMAGE))
      .executeTest(async (server) => {
        const result = await gateway(server.url).evidence(EVIDENCE);
        expect(result.ok && result.value.type).toBe('image/png');
      }));

  it('answers 20201 to an evidence request without a session', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an evidence image requested without a bearer token')
      .withRequest('GET', '/v2/account/pic-file', (b) => b.query({ file: EVIDENCE }))
      .willRespondWith(401, (b) => b.jsonBody({ code: 20201, msg: string('登录已过期，请重新登录'), data: null }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url);
        await expect(new HttpAppealGateway(api).evidence(EVIDENCE)).rejects.toBeInstanceOf(SessionExpiredError);
        expect(notifier.messages()).toEqual(['session expired']);
      }));
});
