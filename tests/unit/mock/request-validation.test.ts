import { describe, expect, it } from 'vitest';
import { isRefusalEnvelope, useMockClient } from './hardening-client';
import { sendCode } from './mock-server-fixture';

/** Bad input gets a 4xx envelope before any handler runs: never a 500, an HTML page or stored garbage. */
const mock = useMockClient();

const orderStatus = async (id: number) => (await mock.call('GET', `/v2/orders/${id}?web=1`, { as: 'merchant' })).body.data.order;

describe('order actions', () => {
  it.each([null, '', false, '3 ', [3], { toString: 1 }])('PUT /orders/:id with status %j is refused and the order stays pending', async (status) => {
    const reply = await mock.call('PUT', '/v2/orders/501001', { as: 'merchant', json: { status } });
    expect(isRefusalEnvelope(reply)).toBe(true);
    expect((await orderStatus(501001)).status).toBe(2);
  });

  it.each([{}, { close: 'yes' }, { close: 2 }, { close: null }])('PUT /orders/:id/close with %j does not restore a hidden order', async (json) => {
    expect((await mock.call('PUT', '/v2/orders/501003/close', { as: 'merchant', json: { close: 1 } })).body.code).toBe(200);
    const reply = await mock.call('PUT', '/v2/orders/501003/close', { as: 'merchant', json });
    expect(isRefusalEnvelope(reply)).toBe(true);
    expect((await orderStatus(501003)).closed).toBe(1);
  });

  it.each([
    ['an object for the content', { content: { toString: 1 } }],
    ['an array for the content', { content: ['已上门'] }],
    ['a content over 500 characters', { content: '好'.repeat(501) }],
    ['an option that is no progress', { content: '已上门', option: 2 }],
  ])('feedback with %s is refused and nothing is recorded', async (_what, json) => {
    const before = (await mock.call('GET', '/v2/orders/501002?web=1', { as: 'merchant' })).body.data.feedbacks.length;
    const reply = await mock.call('POST', '/v2/orders/501002/feedbacks', { as: 'merchant', json });
    expect(isRefusalEnvelope(reply)).toBe(true);
    const after = (await mock.call('GET', '/v2/orders/501002?web=1', { as: 'merchant' })).body.data.feedbacks;
    expect(after.length).toBe(before);
    expect(JSON.stringify(after)).not.toContain('[object Object]');
  });

  it('an empty feedback (invisible characters, no progress, arrival unchanged) records nothing', async () => {
    const before = (await mock.call('GET', '/v2/orders/501002?web=1', { as: 'merchant' })).body.data.feedbacks.length;
    for (const json of [{ content: '\u200b\u3000 ', option: 3, arrival: 0 }, { content: '', option: 0, arrival: 0 }]) {
      const reply = await mock.call('POST', '/v2/orders/501002/feedbacks', { as: 'merchant', json });
      expect(reply.body.code).not.toBe(200);
    }
    expect((await mock.call('GET', '/v2/orders/501002?web=1', { as: 'merchant' })).body.data.feedbacks.length).toBe(before);
  });
});

describe('registration', () => {
  const valid = { sms_code: '123456', password: 'Abcd1234', confirm_password: 'Abcd1234', location_id: [330000], user_type: 'Company' };

  it.each([[['13900000021']], [13900000021], [{ toString: 1 }]])('refuses the phone %j and makes no account', async (phone) => {
    const reply = await mock.call('POST', '/v2/users/register', { json: { ...valid, phone } });
    expect(isRefusalEnvelope(reply)).toBe(true);
    const signIn = await mock.call('POST', '/v2/oauth/token?grant_type=sms_code&user_type=Company', { json: { username: '13900000021', sms_code: '123456' } });
    expect(signIn.body.error_description).toBe('该手机号未注册');
  });

  it('registers a phone once', async () => {
    expect((await mock.call('POST', '/v2/users/register', { json: { ...valid, phone: '13900000022' } })).body.code).toBe(200);
    await sendCode(mock.base, '13900000022'); // the first code was used
    expect((await mock.call('POST', '/v2/users/register', { json: { ...valid, phone: '13900000022' } })).body.code).toBe(20101);
  });
});

describe('content', () => {
  const images = [1, 2, 3, 4, 5].map((n) => ({ url: `album/1700000000000-p${n}.jpg`, intro: '', part_tag: null, space_tag: 401, rank: n }));
  const album = { cover: 1, title: '滨江三居室现代简约', house_model: 203, style: 101, house_size: null, budget: null, intro: '', images };
  const article = { title: '厨房装修的五个细节', description: '橱柜、水槽和插座位置的经验', category_id: 11, cover: 'article/1700000000000-c1.png', content: '<p>水电</p>' };

  it.each([
    ['an intro of 850 KB', { intro: '介'.repeat(290_000) }],
    ['an intro of 501 characters', { intro: '介'.repeat(501) }],
    ['a house model that is no 户型 tag', { house_model: 999 }],
    ['an image intro over 100 characters', { images: images.map((i) => ({ ...i, intro: 'x'.repeat(101) })) }],
    ['21 images', { images: Array.from({ length: 21 }, (_, n) => ({ ...images[0], rank: n + 1 })) }],
  ])('an album with %s is refused and not stored', async (_what, patch) => {
    const reply = await mock.call('POST', '/v2/albums', { as: 'merchant', json: { ...album, ...patch } });
    expect(isRefusalEnvelope(reply)).toBe(true);
    expect((await mock.call('GET', '/v2/albums/gallery-info', { as: 'merchant' })).body.data.total).toBe(9);
  });

  it.each([
    ['a body of 1 MB', { content: `<p>${'文'.repeat(360_000)}</p>` }, 413],
    ['a body over the content ceiling', { content: `<p>${'a'.repeat(200_001)}</p>` }, 400],
    ['a title object', { title: { toString: 1 } }, 400],
  ])('an article with %s is refused and not stored', async (_what, patch, status) => {
    const reply = await mock.call('POST', '/v2/companies/articles', { as: 'merchant', json: { ...article, ...patch } });
    expect(reply.status).toBe(status);
    expect(isRefusalEnvelope(reply)).toBe(true);
    const list = await mock.call('GET', '/v2/companies/articles?limit=50&offset=1', { as: 'merchant' });
    expect(list.body.data.total).toBe(13);
  });

  it('one editor capture request stores at most 30 files', async () => {
    const source = Array.from({ length: 20_000 }, (_, n) => `https://images.example.com/${n}.jpg`);
    const reply = await mock.call('POST', '/v2/editor/catch-image', { as: 'merchant', json: { source } });
    expect(isRefusalEnvelope(reply)).toBe(true);
    const ok = await mock.call('POST', '/v2/editor/catch-image', { as: 'merchant', json: { source: source.slice(0, 30) } });
    expect(ok.body.list).toHaveLength(30);
  });
});

describe('the plumbing', () => {
  it.each([
    ['malformed JSON', 'POST', '/v2/albums', { body: '{"title": ', headers: { 'Content-Type': 'application/json' } }, 400],
    ['a JSON body over the limit', 'POST', '/v2/albums', { json: { intro: 'x'.repeat(1_100_000) } }, 413],
    ['a multipart body without its end', 'POST', '/qiniu/upload', { body: '--b\r\nContent-Disposition: form-data; name="token"\r\n\r\nx', headers: { 'Content-Type': 'multipart/form-data; boundary=b' } }, 400],
    ['a multipart body without a boundary', 'POST', '/v2/editor/upload-image', { body: 'x', headers: { 'Content-Type': 'multipart/form-data' } }, 400],
    ['an unknown path', 'GET', '/nothing/here', {}, 404],
    ['a query object where a number belongs', 'GET', '/v2/orders?offset[toString]=1', {}, 400],
    ['a path id that is no number', 'GET', '/v2/orders/abc', {}, 400],
  ])('%s is a {code, msg, data} envelope', async (_what, method, path, options, status) => {
    const reply = await mock.call(method, path, { as: 'merchant', ...options });
    expect(reply.status).toBe(status);
    expect(isRefusalEnvelope(reply)).toBe(true);
    expect(reply.body.code).toBe(status);
  });
});
