import { afterEach, describe, expect, it, vi } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { QiniuFileStorage } from '../../../src/adapters/qiniu/qiniu-file-storage';
import { BASE_STATE, bearer, clientFor, newPact } from './pact-setup';

const { string } = MatchersV3;
const pact = newPact();
const envelope = (data: unknown) => ({ code: 200, msg: string('success'), data });

/** A storage host that accepts the multipart post and answers with the key, as Qiniu does. */
class StorageHostXhr {
  status = 0;
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  open() {}
  send(form: FormData) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
    this.status = 200;
    this.responseText = JSON.stringify({ key: form.get('key') });
    queueMicrotask(() => this.onload?.());
  }
}

describe('upload tokens contract', () => {
  afterEach(() => vi.unstubAllGlobals());
  const file = Object.assign(new Blob([new Uint8Array(8)], { type: 'image/png' }), { name: 'a.png' });
  const storage = (url: string, user?: string) =>
    new QiniuFileStorage(clientFor(url, user).api, { uploadUrl: '/qiniu/upload', publicBase: '/uploads', signedIn: () => Boolean(user) });

  it('gets an upload token when signed in', () => {
    vi.stubGlobal('XMLHttpRequest', StorageHostXhr);
    return pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an upload token request of the merchant')
      .withRequest('GET', '/v2/qiniu/get-token', (b) => b.headers(bearer('merchant')))
      .willRespondWith(200, (b) => b.jsonBody(envelope(string('upload-abc123'))))
      .executeTest(async (server) => {
        const stored = await storage(server.url, 'merchant').upload(file, 'album');
        expect(stored.key).toMatch(/^album\/\d+-\w+\.png$/);
      });
  });

  it('gets an upload token without a session', () => {
    vi.stubGlobal('XMLHttpRequest', StorageHostXhr);
    return pact
      .addInteraction()
      .given(BASE_STATE)
      .uponReceiving('an open upload token request')
      .withRequest('GET', '/v2/openapi/common/get-qiniu-token')
      .willRespondWith(200, (b) => b.jsonBody(envelope(string('upload-open1'))))
      .executeTest(async (server) => {
        const stored = await storage(server.url).upload(file, 'license');
        expect(stored.url).toMatch(/^\/uploads\/license\//);
      });
  });
});
