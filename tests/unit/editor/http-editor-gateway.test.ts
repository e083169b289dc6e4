import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERIC_GET_DELAY_MS, ApiClient } from '../../../src/adapters/http/api-client';
import { HttpEditorGateway } from '../../../src/adapters/http/http-editor-gateway';
import { RecordingNotifier } from '../../fakes/recording-notifier';

afterEach(() => void vi.useRealTimers());

function gatewayAnswering(status: number, body: unknown) {
  const notifier = new RecordingNotifier();
  const requests: { url: string; init?: RequestInit }[] = [];
  const api = new ApiClient({
    baseUrl: 'http://api.test/v2',
    xReferer: 'merchant-web',
    timeoutMs: 1000,
    getToken: () => 'demo-merchant',
    onSessionExpired: () => undefined,
    notifier,
    isOnline: () => true,
    retryDelayMs: () => 0,
    fetch: async (input, init) => {
      requests.push({ url: String(input), init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { gateway: new HttpEditorGateway(api, 'https://img.tujia.com/uploads'), notifier, requests };
}

describe('HttpEditorGateway', () => {
  it('takes the image host from the upload public base', () => {
    expect(gatewayAnswering(200, {}).gateway.imageHostPrefix).toBe('https://img.tujia.com');
  });

  it('reads the config with action=config, enveloped or raw', async () => {
    const { gateway, requests } = gatewayAnswering(200, { code: 200, msg: 'ok', data: { imageFieldName: 'upfile' } });
    expect(await gateway.loadConfig()).toEqual({ ok: true, value: { imageFieldName: 'upfile' } });
    expect(requests[0].url).toBe('http://api.test/v2/editor/config?action=config');
    const raw = gatewayAnswering(200, { imageFieldName: 'file' });
    expect(await raw.gateway.loadConfig()).toEqual({ ok: true, value: { imageFieldName: 'file' } });
  });

  it('stays quiet when the backend has no config call (404)', async () => {
    const { gateway, notifier } = gatewayAnswering(404, { msg: 'not found' });
    expect((await gateway.loadConfig()).ok).toBe(false);
    expect(notifier.messages()).toEqual([]);
  });

  it('posts the file as multipart under the field name and reads the flat answer', async () => {
    const { gateway, requests } = gatewayAnswering(200, { code: 200, state: 'SUCCESS', url: 'uploads/a.png', title: 'a.png', original: 'x.png', msg: '' });
    const file = Object.assign(new Blob(['x'], { type: 'image/png' }), { name: 'x.png' });
    const result = await gateway.uploadImage(file, { action: '/editor/upload-image', fieldName: 'upfile' });
    expect(result).toEqual({ ok: true, value: { url: 'uploads/a.png', title: 'a.png', original: 'x.png' } });
    const body = requests[0].init?.body as FormData;
    expect(body.get('upfile')).toBeInstanceOf(Blob);
    expect((requests[0].init?.headers as Record<string, string>)['x-referer']).toBe('merchant-web');
  });

  it('answers 10024 and a failed state as errors, without toasts', async () => {
    const big = gatewayAnswering(200, { code: 10024, state: '文件大小超出限制', msg: '文件大小超出限制' });
    const file = Object.assign(new Blob(['x']), { name: 'x.png' });
    const result = await big.gateway.uploadImage(file, { action: '/editor/upload-image', fieldName: 'upfile' });
    expect(!result.ok && result.error.code).toBe(10024);
    expect(big.notifier.messages()).toEqual([]);
    const failed = gatewayAnswering(200, { code: 200, state: 'ERROR' });
    expect((await failed.gateway.uploadImage(file, { action: '/editor/upload-image', fieldName: 'upfile' })).ok).toBe(false);
  });

  it('posts the sources under the field name for capture', async () => {
    const list = [{ source: 'https://a.cn/1.png', state: 'SUCCESS', url: 'c/1.png' }];
    const { gateway, requests } = gatewayAnswering(200, { code: 200, state: 'SUCCESS', list });
    expect(await gateway.catchImages(['https://a.cn/1.png'], { action: '/editor/catch-image', fieldName: 'source' })).toEqual({ ok: true, value: list });
    expect(JSON.parse(String(requests[0].init?.body))).toEqual({ source: ['https://a.cn/1.png'] });
  });

  it('an upload that fails on the network or with a status leaves the message to the editor (no toasts)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const notifier = new RecordingNotifier();
    const api = new ApiClient({
      baseUrl: 'http://api.test/v2',
      xReferer: 'merchant-web',
      timeoutMs: 1000,
      getToken: () => 'demo-merchant',
      onSessionExpired: () => undefined,
      notifier,
      isOnline: () => true,
      retryDelayMs: () => 0,
      fetch: async () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const file = Object.assign(new Blob(['x'], { type: 'image/png' }), { name: 'x.png' });
    const target = { action: '/editor/upload-image', fieldName: 'upfile' };
    await expect(new HttpEditorGateway(api, '/uploads').uploadImage(file, target)).rejects.toMatchObject({ kind: 'network' });
    await expect(new HttpEditorGateway(api, '/uploads').catchImages(['https://a.cn/1.png'], target)).rejects.toMatchObject({ kind: 'network' });
    const down = gatewayAnswering(502, {});
    await expect(down.gateway.uploadImage(file, target)).rejects.toMatchObject({ status: 502 });
    // A message the request layer delays (a GET's generic failure) would be due by now.
    await vi.advanceTimersByTimeAsync(GENERIC_GET_DELAY_MS + 100);
    expect([...notifier.messages(), ...down.notifier.messages()]).toEqual([]);
  });
});
