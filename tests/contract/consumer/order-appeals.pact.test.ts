import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpAppealGateway } from '../../../src/adapters/http/http-appeal-gateway';
import { BASE_STATE, bearer, clientFor, formBody, newPact } from './pact-setup';

const { regex, string } = MatchersV3;
const pact = newPact();
const ORDER = 501900;
const IMAGE = path.resolve('tests/contract/consumer/fixtures/order-evidence.png');
// A fixed boundary keeps the regenerated pact file identical from run to run.
const BOUNDARY = 'order-evidence-boundary';
const api = (url: string, user = 'merchant') => clientFor(url, user).api;

// The appeal list and the evidence files: appeals.pact.test.ts.
describe('appeal contract', () => {
  const pixel = () => new Blob([readFileSync(IMAGE)], { type: 'image/png' });

  it('uploads an evidence image as multipart field file', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an appeal evidence image upload')
      .withRequest('POST', '/v2/account/update-pic', (b) => b.headers(bearer('merchant')).multipartBody('image/png', IMAGE, 'file', BOUNDARY))
      .willRespondWith(200, (b) =>
        b.jsonBody({ code: 200, msg: string('success'), data: { save_path: regex(/^complaint\/[\w.-]+$/, 'complaint/1700000000000-a1.png') } }),
      )
      .executeTest(async (server) => {
        const result = await new HttpAppealGateway(api(server.url)).uploadEvidence(pixel(), 'order-evidence.png');
        expect(result.ok && result.value).toMatch(/^complaint\//);
      }));

  it('files a return-order appeal as a form', () =>
    pact
      .addInteraction()
      .given('an accepted order exists', { orderId: ORDER })
      .uponReceiving('a return-order appeal with one image')
      .withRequest('PUT', `/v2/account/fin-payment-complaint/${ORDER}`, (b) =>
        formBody(b.headers(bearer('merchant')), {
          dataType: 'ORDER',
          dataId: String(ORDER),
          content: '业主已与其他公司签约',
          photo: 'complaint/1700000000000-a1.png',
        }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 200, msg: string('申请成功'), data: null }))
      .executeTest(async (server) => {
        const result = await new HttpAppealGateway(api(server.url)).file(ORDER, {
          dataType: 'ORDER',
          dataId: ORDER,
          content: '业主已与其他公司签约',
          photo: 'complaint/1700000000000-a1.png',
        });
        expect(result.ok).toBe(true);
      }));

  it('answers 20022 for an appeal on a hidden order', () =>
    pact
      .addInteraction()
      .given('a hidden order exists', { orderId: ORDER })
      .uponReceiving('a price-difference appeal on a hidden order')
      .withRequest('PUT', `/v2/account/fin-payment-complaint/${ORDER}`, (b) =>
        formBody(b.headers(bearer('merchant')), { dataType: 'ORDERDIFF', dataId: String(ORDER), content: '', photo: '' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 20022, msg: '订单已被隐藏', data: null }))
      .executeTest(async (server) => {
        const { api: client, notifier } = clientFor(server.url, 'merchant');
        const result = await new HttpAppealGateway(client).file(ORDER, { dataType: 'ORDERDIFF', dataId: ORDER, content: '', photo: '' });
        expect(!result.ok && result.error.code).toBe(20022);
        expect(notifier.messages('error')).toEqual(['订单已被隐藏']);
      }));
});
