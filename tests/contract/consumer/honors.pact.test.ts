import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpContentGateway } from '../../../src/adapters/http/http-content-gateway';
import { resource as honorResource } from '../../../src/adapters/http/content/honors';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { eachLike, integer, like, string, regex } = MatchersV3;
const pact = newPact();

const payload = { title: '省级优秀装饰企业', photoOne: 'honor/1700000000000-abc123.png', photoTwo: 'honor/1700000000001-def456.png', photoThree: '' };
const key = (example: string) => regex(/^[a-z]+\/[\w.-]+$/, example);
const honour = {
  id: integer(404),
  honorId: integer(9404),
  title: string('绿色环保施工认证证书'),
  status: integer(3),
  photoOne: key('fixtures/honor-0.png'),
  photoTwo: string('fixtures/honor-1.png'),
  photoThree: string(''),
  photo: eachLike(string('/uploads/fixtures/honor-0.png')),
};
const gateway = (url: string) => {
  const { api, notifier } = clientFor(url, 'merchant');
  return { honors: new HttpContentGateway(api, honorResource), notifier };
};
const envelope = (data: unknown, msg = 'success') => ({ code: 200, msg: string(msg), data });

describe('honours contract', () => {
  it('lists the company honours', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the honours of the merchant company')
      .withRequest('GET', '/v2/account/honors', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: eachLike(honour), total: integer(4) })))
      .executeTest(async (server) => {
        const answer = await gateway(server.url).honors.list(undefined);
        expect(answer.ok && answer.value[0].photos[0]).toEqual({ key: 'fixtures/honor-0.png', url: '/uploads/fixtures/honor-0.png' });
      }));

  it('lists no honours for a company without any', () =>
    pact
      .addInteraction()
      .given('the merchant company has no honours')
      .uponReceiving('the empty honour list of the merchant company')
      .withRequest('GET', '/v2/account/honors', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ items: [], total: 0 })))
      .executeTest(async (server) => {
        expect(await gateway(server.url).honors.list(undefined)).toEqual({ ok: true, value: [] });
      }));

  it('reads one honour', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('the not-passed honour 404')
      .withRequest('GET', '/v2/account/honors/404', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(honour)))
      .executeTest(async (server) => {
        const answer = await gateway(server.url).honors.detail(404);
        expect(answer.ok && answer.value.status).toBe(3);
      }));

  it('adds an honour', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new honour with two photos')
      .withRequest('POST', '/v2/account/honors', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ id: integer(405) }), '添加成功')))
      .executeTest(async (server) => {
        expect((await gateway(server.url).honors.create(payload)).ok).toBe(true);
      }));

  it('keeps 20022 silent when the photos fail the audit', () =>
    pact
      .addInteraction()
      .given('honour images fail the content audit')
      .uponReceiving('a new honour whose photos fail the audit')
      .withRequest('POST', '/v2/account/honors', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20022, msg: string('图片审核未通过，请重新上传'), data: null }))
      .executeTest(async (server) => {
        const { honors, notifier } = gateway(server.url);
        const answer = await honors.create(payload);
        expect(!answer.ok && answer.error.code).toBe(20022);
        expect(notifier.notices).toEqual([]);
      }));

  it('saves the edit of a not-passed honour', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an edit of the not-passed honour 404')
      .withRequest('PUT', '/v2/account/honors/404', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ id: integer(404) }), '修改成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url).honors.update(404, payload)).ok).toBe(true);
      }));

  it('deletes a passed honour', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a delete of the passed honour 401')
      .withRequest('DELETE', '/v2/account/honors/401', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(null, '删除成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url).honors.remove(401)).ok).toBe(true);
      }));
});
