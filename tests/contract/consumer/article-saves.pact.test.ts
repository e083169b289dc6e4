import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { toResult } from '../../../src/adapters/http/envelope';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';
import { envelope, gateway, payload } from './article-shapes';

const { integer, like, string } = MatchersV3;
const pact = newPact();

describe('article saves contract', () => {
  it('publishes an article', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new article of the merchant')
      .withRequest('POST', '/v2/companies/articles', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ id: integer(318) }), '提交成功')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').articles.create(payload)).ok).toBe(true);
      }));

  it('refuses a sub-account without article permission with 20510', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new article of the view-only sub-account')
      .withRequest('POST', '/v2/companies/articles', (b) => b.headers(bearer('viewer')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20510, msg: string('没有修改文章权限'), data: null }))
      .executeTest(async (server) => {
        const { articles, notifier } = gateway(server.url, 'viewer');
        const answer = await articles.create(payload);
        expect(!answer.ok && answer.error.code).toBe(20510);
        expect(notifier.notices).toEqual([]);
      }));

  it('refuses a cover that fails the audit with 20022', () =>
    pact
      .addInteraction()
      .given('article covers fail the content audit')
      .uponReceiving('a new article whose cover fails the audit')
      .withRequest('POST', '/v2/companies/articles', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20022, msg: string('封面图片审核未通过，请重新上传'), data: null }))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').articles.create(payload);
        expect(!answer.ok && answer.error.code).toBe(20022);
      }));

  it('refuses an invalid article with data.title', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new article with a too short title')
      .withRequest('POST', '/v2/companies/articles', (b) => b.headers(bearer('merchant')).jsonBody({ ...payload, title: '短标题' }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20400, msg: string('参数错误'), data: { title: string('文章标题长度在 6 到 40 个字符') } }))
      .executeTest(async (server) => {
        // The gateway sends only what the form's schema accepts (wire/articles.ts): the server's
        // answer to a body the app never sends is reached through the client it sends with.
        const { api } = clientFor(server.url, 'merchant');
        const answer = toResult(await api.post<unknown>('/companies/articles', { ...payload, title: '短标题' }, { handledCodes: 'all' }));
        expect(!answer.ok && (answer.error.data as { title: string }).title).toBeTruthy();
      }));

  it('saves an edit of a not-passed article', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an edit of the not-passed article 304')
      .withRequest('PUT', '/v2/companies/articles/304', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ id: integer(304) }), '修改成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').articles.update(304, payload)).ok).toBe(true);
      }));

  it('deletes a not-passed article', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a delete of the not-passed article 304')
      .withRequest('DELETE', '/v2/companies/articles/304', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(null, '删除成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').articles.remove(304)).ok).toBe(true);
      }));
});
