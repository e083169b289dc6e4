import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { gradientPng } from '../../../mock-server/fixtures/png';
import { TEST_HOOK_HEADERS } from '../../../mock-server/hardening';
import { isRefusalEnvelope, storageHost, useMockClient } from './hardening-client';

/**
 * What a real backend enforces and the UI alone used to (issue 47): sessions end when the
 * credentials or the account change, open post-login steps, content image keys, banner dates,
 * sub-account presets, screens the menus do not offer, the storage host's limits, test hooks.
 */
const mock = useMockClient();
const { token, key, upload } = storageHost(mock);
const PNG = gradientPng(4, 4, [200, 200, 200], [20, 20, 20]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);

async function signIn(username: string, password = 'Demo1234'): Promise<string> {
  const reply = await mock.call('POST', '/v2/oauth/token?grant_type=password&user_type=Company', {
    body: new URLSearchParams({ username, password }),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.access_token as string;
}

const withToken = (t: string, method: string, path: string, json?: unknown) =>
  mock.call(method, `/v2${path}`, { json, headers: { Authorization: `Bearer ${t}` } });
const codeOf = async (t: string, path = '/users/index') => (await withToken(t, 'GET', path)).body.code as number;

describe('sessions end when the credentials or the account change', () => {
  it('an ordinary password change ends every session of the account', async () => {
    const other = await signIn('merchant');
    const mine = await signIn('merchant');
    const change = await withToken(mine, 'POST', '/users/security/modify-password?type=normal', { old_password: 'Demo1234', password: 'Newpass123', confirm_password: 'Newpass123' });
    expect(change.body.code).toBe(200);
    expect(await codeOf(mine)).toBe(20201);
    expect(await codeOf(other)).toBe(20201);
    expect((await mock.call('GET', '/v2/users/index', { as: 'merchant' })).body.code).toBe(20201);
    expect(await codeOf(await signIn('merchant', 'Newpass123'))).toBe(200);
  });

  it('the forced change keeps the sign-in that made it and ends the others', async () => {
    const other = await signIn('mustchange');
    const mine = await signIn('mustchange');
    expect(await codeOf(mine)).toBe(20403);
    const change = await withToken(mine, 'POST', '/users/security/modify-password?type=normal', { old_password: 'Demo1234', password: 'Newpass123', confirm_password: 'Newpass123' });
    expect(change.body.code).toBe(200);
    expect(await codeOf(mine)).toBe(200);
    expect(await codeOf(other)).toBe(20201);
  });

  it('a sub-account whose phone or password the main account changed, or that it unbound, is signed out', async () => {
    const designer = await signIn('designer');
    const edit = (json: Record<string, unknown>) => mock.call('PUT', '/v2/users/sub-account/1002', { as: 'merchant', json });
    const same = { name: '李设计', phone: '13800000002', user_type: 'Designer', permission_list: [120, 220, 320, 530] };
    expect((await edit(same)).body.code).toBe(200);
    expect(await codeOf(designer)).toBe(200);
    expect((await edit({ ...same, phone: '13912340002', sms_code: '123456' })).body.code).toBe(200);
    expect(await codeOf(designer)).toBe(20201);
    const viewer = await signIn('viewer');
    const viewerEdit = { name: '赵观察', phone: '13800000003', user_type: 'Sub', permission_list: [110, 230, 310, 510], password: 'Other1234', confirm_password: 'Other1234' };
    expect((await mock.call('PUT', '/v2/users/sub-account/1003', { as: 'merchant', json: viewerEdit })).body.code).toBe(200);
    expect(await codeOf(viewer)).toBe(20201);
    const again = await signIn('viewer', 'Other1234');
    expect((await mock.call('DELETE', '/v2/users/sub-account/1003', { as: 'merchant' })).body.code).toBe(200);
    expect(await codeOf(again)).toBe(20201);
  });

  it('an account in its protection period reaches only the re-activation', async () => {
    const t = await signIn('dormant');
    expect(await codeOf(t)).toBe(20403);
    expect(await codeOf(t, '/orders/checkTime')).toBe(20403);
    expect(await codeOf(t, '/users/check-unregister/1008')).toBe(200);
    expect((await withToken(t, 'POST', '/users/activate', { userId: 1008, status: 1 })).body.code).toBe(200);
    expect(await codeOf(t)).toBe(200);
  });
});

describe('server-side refusals', () => {
  it('a designer sees appeals and evidence only of orders it may see', async () => {
    const merchant = await mock.call('GET', '/v2/account/fin-payment-complaint', { as: 'merchant' });
    expect(merchant.body.data.total).toBe(2);
    const designer = await mock.call('GET', '/v2/account/fin-payment-complaint', { as: 'designer' });
    const seen = (designer.body.data.items as { data_id: number }[]).map((x) => x.data_id);
    for (const id of [501003, 501017].filter((x) => !seen.includes(x)))
      expect((await mock.call('GET', `/v2/orders/${id}?web=1`, { as: 'designer' })).body.code).toBe(20404);
    expect(seen.length).toBeLessThan(2);
    const file = await mock.call('GET', '/v2/account/pic-file?file=complaint/demo-contract-1.png', { as: 'designer' });
    if (!seen.includes(501003)) expect(file.body.code).toBe(20404);
    expect((await mock.call('GET', '/v2/account/pic-file?file=complaint/demo-contract-1.png', { as: 'merchant' })).status).toBe(200);
  });

  it.each([
    ['a key never uploaded', `honor/${Date.now()}-never1.png`],
    ['a key of another folder', 'slide/1700000000000-abc.png'],
    ['a climbing key', 'honor/..'],
    ['an external URL', 'https://evil.example/honor/a.png'],
    ['a javascript: address', 'javascript:alert(1)'],
  ])('content refuses %s', async (_what, photo) => {
    const reply = await mock.call('POST', '/v2/account/honors', { as: 'merchant', json: { title: '省级优秀企业', photoOne: photo } });
    expect(reply.status).toBe(400);
    expect(isRefusalEnvelope(reply)).toBe(true);
  });

  it("content refuses another company's upload and takes the company's own", async () => {
    const theirs = key('honor');
    expect((await upload({ token: await token('newco'), key: theirs }, PNG)).status).toBe(200);
    expect((await mock.call('POST', '/v2/account/honors', { as: 'merchant', json: { title: '省级优秀企业', photoOne: theirs } })).status).toBe(400);
    const mine = key('honor');
    expect((await upload({ token: await token('merchant'), key: mine }, PNG)).status).toBe(200);
    expect((await mock.call('POST', '/v2/account/honors', { as: 'merchant', json: { title: '省级优秀企业', photoOne: mine } })).body.code).toBe(200);
  });

  it('banners: level 0 lists none; a past start and impossible dates are refused; a running banner keeps its start', async () => {
    const list = '/v2/banners/companies?posAbbr=TJW_ZXGS_INDEX';
    expect((await mock.call('GET', list, { as: 'merchant' })).body.code).toBe(200);
    await mock.call('PUT', '/v2/users/sub-account/1003', { as: 'merchant', json: { name: '赵观察', phone: '13800000003', user_type: 'Sub', permission_list: [110, 230, 310, 530] } });
    expect((await mock.call('GET', list, { as: 'viewer' })).body.code).toBe(20403);
    const slide = key('slide');
    await upload({ token: await token('merchant'), key: slide }, PNG);
    const save = { slide, title: '夏季家装节', posAbbr: 'TJW_ZXGS_INDEX', pos: 1062, endTime: '2099-01-01 00:00:00' };
    const past = await mock.call('POST', '/v2/banners/companies', { as: 'merchant', json: { ...save, beginTime: '2020-01-01 00:00:00' } });
    expect(past.body.code).toBe(20400);
    const impossible = await mock.call('POST', '/v2/banners/companies', { as: 'merchant', json: { ...save, beginTime: '2026-13-45 25:61:61' } });
    expect(impossible.status).toBe(400);
    const items = (await mock.call('GET', list, { as: 'merchant' })).body.data.items as { bannerId: number; status: number; begin_time: string; end_time: string; slide: string; title: string }[];
    const running = items.find((b) => b.status !== 2 && b.begin_time < new Date().toISOString().slice(0, 10));
    if (running) {
      const keep = { ...save, slide: running.slide, title: running.title, beginTime: running.begin_time, endTime: running.end_time };
      const kept = await mock.call('PUT', `/v2/banners/companies/${running.bannerId}`, { as: 'merchant', json: keep });
      expect(kept.body.code).not.toBe(20400);
    }
  });

  it('sub-account presets: Designer and Operation are locked, an empty list is refused', async () => {
    const base = { name: '新同事', phone: '13912349999', sms_code: '123456', password: 'Abcd1234', confirm_password: 'Abcd1234' };
    const add = (json: Record<string, unknown>) => mock.call('POST', '/v2/users/sub-account', { as: 'merchant', json });
    expect((await add({ ...base, user_type: 'Designer', permission_list: [110, 220, 320, 530] })).status).toBe(400);
    expect((await add({ ...base, user_type: 'Operation', permission_list: [120, 220, 320, 520] })).status).toBe(400);
    expect((await add({ ...base, user_type: 'Sub', permission_list: [] })).status).toBe(400);
    expect((await add({ ...base, user_type: 'Designer', permission_list: [120, 220, 320, 530] })).body.code).toBe(200);
  });

  it('rebinding refuses 170/171 and numbers the page pattern forbids', async () => {
    await mock.call('POST', '/v2/users/security/verify-sms', { as: 'merchant', json: { verify_code: '123456', verify_type: 'unbind' } });
    for (const phone of ['17012345678', '17112345678', '16612345678', '19912345678'])
      expect((await mock.call('POST', '/v2/users/security/unbind-mobile', { as: 'merchant', json: { phone, sms_code: '123456' } })).status, phone).toBe(400);
  });

  it('screens the menus do not offer: the group wallet, a sub-account phone check; checks are rate-limited', async () => {
    expect((await mock.call('GET', '/v2/account/wallet?startTime=2026-01-01 00:00:00&endTime=2026-01-31 23:59:59', { as: 'group' })).body.code).toBe(20403);
    expect((await mock.call('GET', '/v2/users/check-phone?phone=13800000001&type=Landlord', { as: 'designer' })).body.code).toBe(20403);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await mock.call('GET', '/v2/users/check-phone?phone=13800000001&type=Landlord', { as: 'merchant' })).status);
    expect(codes.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('checkTime asks for the feedback reminder for the demo merchant by default', async () => {
    expect((await mock.call('GET', '/v2/orders/checkTime', { as: 'merchant' })).body.data).toBe(1);
  });
});

describe('the storage host', () => {
  it('gives a signed-out token a few licence uploads, images only', async () => {
    const open = await token();
    expect((await upload({ token: open, key: key('license', 'mp4') }, MP4, 'a.mp4', 'video/mp4')).status).toBe(415);
    for (let i = 0; i < 3; i++) expect((await upload({ token: open, key: key('license') }, PNG)).status).toBe(200);
    expect((await upload({ token: open, key: key('license') }, PNG)).status).toBe(401);
  });

  it('limits the size per folder and matches the extension to the bytes', async () => {
    const t = await token('designer');
    const big = Buffer.concat([PNG, Buffer.alloc(19 * 1024 * 1024)]);
    expect((await upload({ token: t, key: key('avatar') }, big)).status).toBe(413);
    expect((await upload({ token: t, key: key('album', 'jpg') }, PNG)).status).toBe(415);
    expect((await upload({ token: t, key: key('album', 'jpg') }, JPEG)).status).toBe(200);
  });

  it("a sub-account cannot take a colleague's avatar", async () => {
    const theirs = key('avatar');
    expect((await upload({ token: await token('viewer'), key: theirs }, PNG)).status).toBe(200);
    expect((await mock.call('POST', '/v2/users/upload-avatar', { as: 'designer', json: { avatar: theirs } })).status).toBe(400);
  });
});

describe('test hooks and envelopes', () => {
  it('refuse a change without the test header and any cross-site request', async () => {
    expect((await mock.call('POST', '/__reset')).status).toBe(403);
    expect((await mock.call('POST', '/__state', { json: { state: 'orders await feedback' } })).status).toBe(403);
    const cross = await mock.call('POST', '/__reset', { headers: { ...TEST_HOOK_HEADERS, Origin: 'http://evil.example', 'Sec-Fetch-Site': 'cross-site' } });
    expect(cross.status).toBe(403);
    expect((await mock.call('POST', '/__reset', { headers: TEST_HOOK_HEADERS })).status).toBe(200);
    expect((await mock.call('GET', '/__db/areas')).status).toBe(200);
  });

  it('/__db answers envelopes for every method', async () => {
    for (const [method, json] of [['POST', { id: 'x' }], ['PATCH', 1], ['DELETE', undefined]] as const) {
      const reply = await mock.call(method, '/__db/areas/auth', { json, headers: TEST_HOOK_HEADERS });
      expect(isRefusalEnvelope(reply), `${method} ${reply.text}`).toBe(true);
    }
  });

  it('a very long query string gets a 4xx envelope', async () => {
    const { port } = new URL(mock.base);
    const reply = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: Number(port), path: `/v2/orders?x=${'a'.repeat(40_000)}` }, (res) => {
        let body = '';
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(reply.status).toBe(431);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 431, data: null });
  });
});
