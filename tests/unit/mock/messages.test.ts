import { describe, expect, it } from 'vitest';
import { useMockApi } from './mock-server-fixture';
import { TEST_HOOK_HEADERS } from '../../../mock-server/hardening';

const mock = useMockApi();

interface Summary {
  id: number;
  title: string;
  status: number;
}

const list = (user: string, query = 'limit=15&offset=0') => mock.call<{ items: Summary[]; total: number }>('GET', `/notify/msg-box?${query}`, user);
const dot = async (user: string) => (await mock.call<{ mine: { msg_box: number } }>('GET', '/notify/point/type?user_id=1001', user)).data.mine.msg_box;
const clear = (id: number, user = 'merchant', userId = 1001) =>
  mock.call('POST', '/notify/point/type', user, { id, type_list: ['carousel'], user_id: userId });

describe('messages mock', () => {
  it('pages the merchant’s 20 messages by 15, two unread on the first page', async () => {
    const first = await list('merchant');
    expect(first.data.total).toBe(20);
    expect(first.data.items).toHaveLength(15);
    expect(first.data.items.filter((m) => m.status === 2)).toHaveLength(2);
    expect((await list('merchant', 'limit=15&offset=15')).data.items).toHaveLength(5);
    expect(await dot('merchant')).toBe(1);
  });

  it('loads one message with its key/value contentList', async () => {
    const [newest] = (await list('merchant')).data.items;
    const one = await mock.call<{ id: number; contentList: { key: string; value: string }[] }>('GET', `/notify/msg-box/${newest.id}`, 'merchant');
    expect(one.data.id).toBe(newest.id);
    expect(one.data.contentList.length).toBeGreaterThan(0);
    expect(one.data.contentList[0]).toEqual({ key: expect.any(String), value: expect.any(String) });
  });

  it('keeps the dot while an unread message remains, and clears it with the last one', async () => {
    const unread = (await list('merchant')).data.items.filter((m) => m.status === 2);
    expect((await clear(unread[0].id)).code).toBe(200);
    expect(await dot('merchant')).toBe(1);
    expect((await list('merchant')).data.items.find((m) => m.id === unread[0].id)?.status).toBe(1);
    await clear(unread[1].id);
    expect(await dot('merchant')).toBe(0);
  });

  it('reads all at once, and a reset brings the unread ones back', async () => {
    expect((await mock.call('PUT', '/notify/msg-box/read-all', 'merchant')).code).toBe(200);
    expect(await dot('merchant')).toBe(0);
    expect((await list('merchant')).data.items.every((m) => m.status === 1)).toBe(true);
    await fetch(`${mock.base()}/__reset`, { method: 'POST', headers: TEST_HOOK_HEADERS });
    expect(await dot('merchant')).toBe(1);
  });

  it('gives other accounts no dot and their own (empty) list', async () => {
    expect(await dot('newco')).toBe(0);
    expect(await dot('designer')).toBe(0);
    expect((await list('newco')).data).toEqual({ items: [], total: 0 });
  });

  it('refuses someone else’s user id and unknown messages', async () => {
    expect((await clear(20, 'merchant', 1005)).code).toBe(20403);
    expect((await clear(20, 'newco', 1005)).code).toBe(20404);
    expect((await mock.call('GET', '/notify/msg-box/20', 'newco')).code).toBe(20404);
  });

  it.each([
    ['a clear without a type list', { id: 20, user_id: 1001 }],
    ['a clear with an empty type list', { id: 20, type_list: [], user_id: 1001 }],
    ['a clear with a text id', { id: 'x', type_list: ['carousel'], user_id: 1001 }],
  ])('answers 400 with the envelope for %s', async (_what, body) => {
    const answer = await mock.call('POST', '/notify/point/type', 'merchant', body);
    expect([answer.status, answer.code]).toEqual([400, 400]);
  });

  it('answers 400 for a bad page or id', async () => {
    expect((await list('merchant', 'limit=0&offset=0')).status).toBe(400);
    expect((await list('merchant', 'limit=15&offset=-1')).status).toBe(400);
    expect((await mock.call('GET', '/notify/msg-box/abc', 'merchant')).status).toBe(400);
  });
});
