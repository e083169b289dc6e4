import { afterEach, describe, expect, it, vi } from 'vitest';
import { gradientPng } from '../../../mock-server/fixtures/png';
import { UPLOAD_TOKEN_TTL_MS } from '../../../mock-server/qiniu';
import { isRefusalEnvelope, storageHost, useMockClient } from './hardening-client';

const mock = useMockClient();

const PNG = gradientPng(4, 4, [200, 200, 200], [20, 20, 20]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(`/steal?c=${document.cookie}`)"></svg>');
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

const { token, key, upload } = storageHost(mock);

describe('upload tokens', () => {
  afterEach(() => vi.useRealTimers());

  it('are issued to a signed-in user only; a made-up token is refused', async () => {
    expect((await mock.call('GET', '/v2/qiniu/get-token')).body.code).toBe(20201);
    const refused = await upload({ token: 'upload-anything', key: key('album') }, PNG);
    expect(refused.status).toBe(401);
    expect(isRefusalEnvelope(refused)).toBe(true);
    expect((await upload({ token: await token('merchant'), key: key('album') }, PNG)).status).toBe(200);
  });

  it('expire', async () => {
    const issued = await token('merchant');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + UPLOAD_TOKEN_TTL_MS + 1000);
    const refused = await upload({ token: issued, key: key('album') }, PNG);
    expect(refused.status).toBe(401);
    expect(isRefusalEnvelope(refused)).toBe(true);
  });

  it('from the open endpoint upload a licence (account retrieval) and nothing else', async () => {
    const open = await token();
    expect((await upload({ token: open, key: key('license') }, PNG)).status).toBe(200);
    expect((await upload({ token: open, key: key('album') }, PNG)).status).toBe(401);
  });

  it.each([
    ['mustchange', '请先修改密码'],
    ['dormant', '您在注销账号保护期内，请先激活账号'],
  ])('are refused to a %s sign-in whose post-login step is open, at both endpoints', async (as, msg) => {
    for (const path of ['/v2/qiniu/get-token', '/v2/openapi/common/get-qiniu-token']) {
      const reply = await mock.call('GET', path, { as });
      expect(reply.body).toEqual({ code: 20403, msg, data: null });
    }
  });
});

describe('stored keys', () => {
  it.each([
    ['a folder that is not a storage folder', 'fixtures/album-0.png'],
    ['a path that climbs', 'album/../../index.html'],
    ['no timestamp', 'album/evil.png'],
    ['a script extension', `album/${Date.now()}-x1.svg`],
    ['an empty key', ''],
  ])('refuses %s', async (_what, badKey) => {
    const reply = await upload({ token: await token('merchant'), key: badKey }, PNG);
    expect(reply.status).toBe(400);
    expect(isRefusalEnvelope(reply)).toBe(true);
  });

  it('never replace a stored file', async () => {
    const taken = key('album');
    expect((await upload({ token: await token('merchant'), key: taken }, PNG)).status).toBe(200);
    const second = await upload({ token: await token('merchant'), key: taken }, JPEG, 'b.jpg', 'image/jpeg');
    expect(second.status).toBe(409);
    expect(isRefusalEnvelope(second)).toBe(true);
    expect((await mock.call('GET', `/uploads/${taken}`)).headers.get('content-type')).toBe('image/png');
  });

  it('accept the promotions folder', async () => {
    expect((await upload({ token: await token('merchant'), key: key('promotion', 'jpg') }, JPEG)).status).toBe(200);
  });
});

describe('stored files', () => {
  it.each([
    ['an SVG named .png', SVG, 'image/png'],
    ['an HTML page named .jpg', HTML, 'image/jpeg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif'],
  ])('refuse %s (judged by the bytes) and store nothing', async (_what, bytes, type) => {
    const target = key('album');
    const reply = await upload({ token: await token('merchant'), key: target }, bytes, 'x.png', type);
    expect(reply.status).toBe(415);
    expect(isRefusalEnvelope(reply)).toBe(true);
    expect((await mock.call('GET', `/uploads/${target}`)).status).toBe(404);
  });

  it.each([
    ['PNG', PNG, 'png', 'image/png'],
    ['JPEG', JPEG, 'jpg', 'image/jpeg'],
    ['MP4 (the editor video type)', MP4, 'mp4', 'video/mp4'],
  ])('serve a %s with its real type, nosniff and a sandboxing CSP', async (_what, bytes, ext, type) => {
    const target = key('article', ext);
    // The claimed type is wrong on purpose: the bytes decide how the file is served.
    const stored = await upload({ token: await token('merchant'), key: target }, bytes, `x.${ext}`, 'text/html');
    expect(stored.body).toEqual({ key: target, hash: expect.any(String) });
    const served = await mock.call('GET', `/uploads/${target}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe('sandbox');
  });

  it('keeps the fixture images of album 101 after an upload attempt on their key', async () => {
    const album = await mock.call('GET', '/v2/albums/101', { as: 'merchant' });
    const fixtureKey = album.body.data.album_photos[0].raw_url2 as string;
    await upload({ token: await token('merchant'), key: fixtureKey }, SVG, 'evil.svg', 'image/svg+xml');
    const served = await mock.call('GET', `/uploads/${fixtureKey}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it("serves the home carousel's slides as PNG files, 1200 x 350, like every image of the platform (JPG/JPEG/PNG)", async () => {
    const slides = await mock.call('GET', '/v2/orders/index-slide?web=1', { as: 'merchant' });
    const urls = (slides.body.data as { img_url: string }[]).map((s) => s.img_url);
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      // Not an SVG document (the slides were data: SVGs): a browser lays those out on the page's main thread.
      expect(url).toMatch(/^\/uploads\/fixtures\/home-slide-\d\.png$/);
      const served = await fetch(`${mock.base}${url}`);
      expect(served.headers.get('content-type')).toBe('image/png');
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 350]);
    }
    // The company banners' fixture images keep their own files and size (700 x 280).
    const banner = Buffer.from(await (await fetch(`${mock.base}/uploads/fixtures/slide-0.png`)).arrayBuffer());
    expect([banner.readUInt32BE(16), banner.readUInt32BE(20)]).toEqual([700, 280]);
  });

  it('a multipart post without a file is a 400 envelope', async () => {
    const reply = await upload({ token: await token('merchant'), key: key('album') }, null);
    expect(reply.status).toBe(400);
    expect(isRefusalEnvelope(reply)).toBe(true);
  });
});

describe('the editor upload', () => {
  it('stores only JPG/JPEG/PNG by their bytes', async () => {
    const form = new FormData();
    form.append('upfile', new Blob([new Uint8Array(SVG)], { type: 'image/png' }), 'evil.png');
    const refused = await mock.call('POST', '/v2/editor/upload-image', { as: 'merchant', body: form });
    expect(refused.body).toMatchObject({ code: 10025, state: '文件格式不允许' });
    const good = new FormData();
    good.append('upfile', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'ok.png');
    const stored = await mock.call('POST', '/v2/editor/upload-image', { as: 'merchant', body: good });
    expect(stored.body).toMatchObject({ code: 200, state: 'SUCCESS' });
    expect((await mock.call('GET', `/${stored.body.url}`)).headers.get('content-type')).toBe('image/png');
  });

  it("answers a Chinese file name as it was sent (the browser sends it in UTF-8)", async () => {
    const form = new FormData();
    form.append('upfile', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), '现场照片.png');
    const stored = await mock.call('POST', '/v2/editor/upload-image', { as: 'merchant', body: form });
    expect(stored.body).toMatchObject({ code: 200, original: '现场照片.png' });
  });
});
