import path from 'node:path';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { HttpEditorGateway } from '../../../src/adapters/http/http-editor-gateway';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';
import { EDITOR_SMALL_LIMIT_STATE } from '../../../mock-server/routes/editor';

const { eachLike, integer, like, regex, string } = MatchersV3;
const pact = newPact();
const PIXEL = path.resolve('tests/contract/consumer/fixtures/editor-pixel.png');
// A fixed boundary keeps the regenerated pact file identical from run to run.
const BOUNDARY = 'editor-upload-boundary';
const upload = { action: '/editor/upload-image', fieldName: 'upfile' };
const gateway = (url: string) => new HttpEditorGateway(clientFor(url, 'merchant').api, '/uploads');
const pixel = () => Object.assign(new Blob([readFileSync(PIXEL)], { type: 'image/png' }), { name: 'editor-pixel.png' });

describe('editor contract', () => {
  it('reads the editor server config', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a request for the editor config')
      .withRequest('GET', '/v2/editor/config', (b) => b.query({ action: 'config' }).headers(bearer('merchant')))
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          data: like({
            imageActionName: string('/editor/upload-image'),
            imageFieldName: string('upfile'),
            imageMaxSize: integer(2048000),
            imageAllowFiles: eachLike('.png'),
            imageUrlPrefix: string(''),
            catcherActionName: string('/editor/catch-image'),
            catcherFieldName: string('source'),
            catcherLocalDomain: eachLike('localhost'),
            catcherUrlPrefix: string(''),
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).loadConfig();
        expect(result.ok && result.value.imageFieldName).toBe('upfile');
      }));

  it('uploads an image as multipart field upfile', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an editor image upload')
      .withRequest('POST', '/v2/editor/upload-image', (b) =>
        b.headers({ ...bearer('merchant'), 'x-referer': 'merchant-web' }).multipartBody('image/png', PIXEL, 'upfile', BOUNDARY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          msg: string('success'),
          state: 'SUCCESS',
          url: regex(/^\/?uploads\/editor\/[\w.-]+$/, 'uploads/editor/1700000000000-1.png'),
          title: string('1700000000000-1.png'),
          original: string('editor-pixel.png'),
        }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).uploadImage(pixel(), upload);
        expect(result.ok && result.value.url).toMatch(/uploads\/editor\//);
      }));

  it('refuses an image over the size limit with 10024', () =>
    pact
      .addInteraction()
      .given(EDITOR_SMALL_LIMIT_STATE)
      .uponReceiving('an editor image upload over the size limit')
      .withRequest('POST', '/v2/editor/upload-image', (b) =>
        b.headers(bearer('merchant')).multipartBody('image/png', PIXEL, 'upfile', BOUNDARY),
      )
      .willRespondWith(200, (b) => b.jsonBody({ code: 10024, msg: string('文件大小超出限制'), state: string('文件大小超出限制') }))
      .executeTest(async (server) => {
        const { api, notifier } = clientFor(server.url, 'merchant');
        const result = await new HttpEditorGateway(api, '/uploads').uploadImage(pixel(), upload);
        expect(!result.ok && result.error.code).toBe(10024);
        // The editor shows its own notice; the request layer stays quiet.
        expect(notifier.messages()).toEqual([]);
      }));

  it('captures remote images', () =>
    pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('a remote-image capture')
      .withRequest('POST', '/v2/editor/catch-image', (b) =>
        b.headers(bearer('merchant')).jsonBody({ source: ['https://images.example.com/room.jpg'] }),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody({
          code: 200,
          state: 'SUCCESS',
          list: eachLike({
            source: string('https://images.example.com/room.jpg'),
            state: 'SUCCESS',
            url: regex(/^\/?uploads\/editor\/[\w.-]+$/, 'uploads/editor/1700000000000-2.png'),
          }),
        }),
      )
      .executeTest(async (server) => {
        const result = await gateway(server.url).catchImages(['https://images.example.com/room.jpg'], {
          action: '/editor/catch-image',
          fieldName: 'source',
        });
        expect(result.ok && result.value[0].state).toBe('SUCCESS');
      }));
});
