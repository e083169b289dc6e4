import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { toResult } from '../../../src/adapters/http/envelope';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';
import { envelope, gateway, payload } from './album-shapes';

const { integer, like, string } = MatchersV3;
const pact = newPact();

describe('album saves contract', () => {
  it('creates an album', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new album of the merchant')
      .withRequest('POST', '/v2/albums', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody(envelope({ album_id: integer(118) }, '创建成功!')))
      .executeTest(async (server) => {
        const answer = await gateway(server.url, 'merchant').albums.create(payload);
        expect(answer.ok && answer.value.album_id).toBe(118);
      }));

  it('refuses images that fail the audit with 20022', () =>
    pact
      .addInteraction()
      .given('album images fail the content audit')
      .uponReceiving('a new album whose images fail the audit')
      .withRequest('POST', '/v2/albums', (b) => b.headers(bearer('merchant')).jsonBody(payload))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20022, msg: string('图片审核未通过，请重新上传'), data: null }))
      .executeTest(async (server) => {
        const { albums, notifier } = gateway(server.url, 'merchant');
        const answer = await albums.create(payload);
        expect(!answer.ok && answer.error.code).toBe(20022);
        expect(notifier.notices).toEqual([]);
      }));

  it('refuses an invalid album with data.title', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a new album with a too short title')
      .withRequest('POST', '/v2/albums', (b) => b.headers(bearer('merchant')).jsonBody({ ...payload, title: '短标题' }))
      .willRespondWith(200, (b) => b.jsonBody({ code: 20400, msg: string('参数错误'), data: { title: string('组图标题为6-40个字符') } }))
      .executeTest(async (server) => {
        // The gateway sends only what the form's schema accepts (wire/albums.ts): the server's
        // answer to a body the app never sends is reached through the client it sends with.
        const { api } = clientFor(server.url, 'merchant');
        const answer = toResult(await api.post<unknown>('/albums', { ...payload, title: '短标题' }, { handledCodes: 'all' }));
        expect(!answer.ok && (answer.error.data as { title: string }).title).toBeTruthy();
      }));

  it('updates a not-passed album with its tags', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a re-edit of the not-passed album 105')
      .withRequest('PUT', '/v2/albums/105', (b) => b.headers(bearer('merchant')).jsonBody({ ...payload, tags: [101, 203] }))
      .willRespondWith(200, (b) => b.jsonBody(envelope(like({ album_id: integer(105) }), '修改成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').albums.update(105, { ...payload, tags: [101, 203] })).ok).toBe(true);
      }));

  it('deletes a not-passed album', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a delete of the not-passed album 105')
      .withRequest('DELETE', '/v2/albums/105', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(null, '删除成功!')))
      .executeTest(async (server) => {
        expect((await gateway(server.url, 'merchant').albums.remove(105)).ok).toBe(true);
      }));

  it('refuses to delete a passed album with HTTP 405 and a msg', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a delete of the passed album 101')
      .withRequest('DELETE', '/v2/albums/101', (b) => b.headers(bearer('merchant')))
      .willRespondWith(405, (b) => b.jsonBody({ code: 405, msg: string('只有未通过的组图可以删除'), data: null }))
      .executeTest(async (server) => {
        const { albums, notifier } = gateway(server.url, 'merchant');
        const answer = await albums.remove(101);
        expect(!answer.ok && answer.error.code).toBe(405);
        expect(!answer.ok && answer.error.msg).toBe('只有未通过的组图可以删除');
        expect(notifier.notices).toEqual([]);
      }));
});

