import { describe, expect, it } from 'vitest';
import { useMockClient } from './hardening-client';

/**
 * The permission rules of spec 1 section 6 and spec 2 section 6 as the mock enforces them:
 * view-only sees, operate sees and changes its own, none sees nothing; the group only reads;
 * a frozen company creates and edits nothing. Codes and messages are those the UI handles.
 */
const mock = useMockClient();

const NO_PERMISSION = { code: 20403, msg: '暂无该权限' };
const FROZEN = { code: 20405, msg: '您的公司账号为冻结状态，无法操作' };

const orders = async (as: string) =>
  (await mock.call('GET', '/v2/orders?type=99&offset=0&limit=100', { as })).body.data.items.order as { order_id: number; subUserName: string | null }[];

describe('orders', () => {
  it('the operating designer sees only the orders assigned to it', async () => {
    const mine = await orders('designer');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((o) => o.subUserName === '李设计')).toBe(true);
    expect((await orders('merchant')).length).toBeGreaterThan(mine.length);
    const detail = await mock.call('GET', '/v2/orders/501002?web=1', { as: 'designer' });
    expect(detail.body.code).toBe(20404);
  });

  it.each([
    ['accept', 'PUT', '/v2/orders/501001', { status: 3 }],
    ['feed back on', 'POST', '/v2/orders/501002/feedbacks', { content: '已上门', option: 0, arrival: 0 }],
    ['hide', 'PUT', '/v2/orders/501003/close', { close: 1 }],
    ['follow', 'POST', '/v2/orders/collections', { targetId: 501002 }],
  ])('the designer cannot %s an order not assigned to it', async (_what, method, path, json) => {
    const reply = await mock.call(method, path, { as: 'designer', json });
    expect(reply.body.code).toBe(20404);
  });

  it('the view-only viewer sees the company orders but cannot operate them', async () => {
    expect((await orders('viewer')).length).toBe((await orders('merchant')).length);
    const reply = await mock.call('PUT', '/v2/orders/501001', { as: 'viewer', json: { status: 3 } });
    expect(reply.body).toMatchObject(NO_PERMISSION);
    expect((await orders('merchant')).find((o) => o.order_id === 501001)).toBeTruthy();
  });

  it('the group account only reads: following a child company order is refused', async () => {
    const group = await orders('group');
    const child = group.find((o) => String(o.order_id).startsWith('601'));
    expect(child).toBeTruthy();
    const follow = await mock.call('POST', '/v2/orders/collections', { as: 'group', json: { targetId: child!.order_id } });
    expect(follow.body).toMatchObject(NO_PERMISSION);
    const unfollow = await mock.call('DELETE', '/v2/orders/collections', { as: 'group', json: { targetId: child!.order_id } });
    expect(unfollow.body).toMatchObject(NO_PERMISSION);
  });
});

describe('albums', () => {
  it('the viewer (rendering 0) reads no albums and no gallery stats', async () => {
    for (const path of ['/v2/albums', '/v2/albums/companies/501', '/v2/albums/101', '/v2/albums/gallery-info'])
      expect((await mock.call('GET', path, { as: 'viewer' })).body, path).toMatchObject(NO_PERMISSION);
  });

  it('the designer reads, edits and deletes only its own albums', async () => {
    // 105 is the merchant's not-passed album; 109 the designer's own.
    expect((await mock.call('GET', '/v2/albums/105', { as: 'designer' })).body.code).toBe(20404);
    expect((await mock.call('GET', '/v2/albums/109', { as: 'designer' })).body.code).toBe(200);
    const company = await mock.call('GET', '/v2/albums/companies/501?page_size=50', { as: 'designer' });
    expect(company.body.data.items.every((a: { album_user_id: number }) => a.album_user_id === 1002)).toBe(true);
    expect((await mock.call('DELETE', '/v2/albums/105', { as: 'designer' })).body.code).toBe(20404);
    const edit = await mock.call('PUT', '/v2/albums/105', { as: 'designer', json: album() });
    expect(edit.body.code).toBe(20404);
    expect((await mock.call('GET', '/v2/albums/105', { as: 'merchant' })).body.data.album_status).toBe(3);
  });

  it('a frozen company creates and edits no album', async () => {
    expect((await mock.call('POST', '/v2/albums', { as: 'frozen', json: album() })).body).toMatchObject(FROZEN);
    // 115 is the frozen company's not-passed album.
    expect((await mock.call('PUT', '/v2/albums/115', { as: 'frozen', json: album() })).body).toMatchObject(FROZEN);
  });
});

describe('articles', () => {
  it('the designer reads, edits and deletes only its own articles', async () => {
    // 307 is the merchant's not-passed article; 313 the designer's own.
    expect((await mock.call('GET', '/v2/companies/articles/307', { as: 'designer' })).body.code).toBe(20404);
    expect((await mock.call('GET', '/v2/companies/articles/313', { as: 'designer' })).body.code).toBe(200);
    expect((await mock.call('PUT', '/v2/companies/articles/307', { as: 'designer', json: article() })).body.code).toBe(20404);
    expect((await mock.call('DELETE', '/v2/companies/articles/307', { as: 'designer' })).body.code).toBe(20404);
    const list = await mock.call('GET', '/v2/companies/articles?limit=50&offset=1', { as: 'designer' });
    expect(list.body.data.items.every((a: { author_id: number }) => a.author_id === 1002)).toBe(true);
  });

  it('a frozen company edits no article', async () => {
    const reply = await mock.call('PUT', '/v2/companies/articles/317', { as: 'frozen', json: article() });
    expect(reply.body).toMatchObject(FROZEN);
    const stored = await mock.call('GET', '/v2/companies/articles/317', { as: 'frozen' });
    expect(stored.body.data.title).toBe('冰点装饰预算清单模板分享');
  });

  it('the view-only viewer deletes no article', async () => {
    expect((await mock.call('DELETE', '/v2/companies/articles/307', { as: 'viewer' })).body).toMatchObject(NO_PERMISSION);
  });
});

function album() {
  const images = [1, 2, 3, 4, 5].map((n) => ({ url: `album/1700000000000-p${n}.jpg`, intro: '', part_tag: null, space_tag: 401, rank: n }));
  return { cover: 1, title: '滨江三居室现代简约', house_model: 203, style: 101, house_size: null, budget: null, intro: '', images };
}

function article() {
  return { title: '厨房装修的五个细节', description: '橱柜、水槽和插座位置的经验', category_id: 11, cover: 'article/1700000000000-c1.png', content: '<p>水电点位</p>' };
}
