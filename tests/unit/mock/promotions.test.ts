import { describe, expect, it } from 'vitest';
import { arrangeState, useMockApi } from './mock-server-fixture';
import { beijingDay } from '../../../src/domain/common/beijing-day';

const mock = useMockApi();

interface Item {
  id: number;
  title: string;
  status: number;
  poster: string;
  picture: string;
  begin_time: string;
  end_time: string;
}
type Page = { items: Item[]; total: number };

const list = (user: string, query = 'limit=10&offset=1&status=0&sortBy=update_time&orderBy=desc') =>
  mock.call<Page>('GET', `/companies/promotional?${query}`, user);
// The mock's day rules count Beijing's days.
const day = (offset: number) => beijingDay(new Date(), offset);
const body = (extra: Record<string, unknown> = {}) => ({
  title: '春季家装节限时优惠活动',
  poster: 'promotion/1700000000000-abc.png',
  content: '<p>到店签约享优惠</p>',
  begin_time: `${day(1)} 00:00:00`,
  end_time: `${day(30)} 23:59:59`,
  ...extra,
});

describe('promotions mock', () => {
  it('pages the merchant’s promotions (offset is the page number) in all three states', async () => {
    const first = await list('merchant');
    expect(first.data.total).toBe(12);
    expect(first.data.items).toHaveLength(10);
    expect((await list('merchant', 'limit=10&offset=2')).data.items).toHaveLength(2);
    expect(new Set(first.data.items.map((p) => p.status))).toEqual(new Set([1, 2, 3]));
    expect((await list('merchant', 'status=3')).data.items.map((p) => p.status)).toEqual([3, 3]);
    expect((await list('newco')).data).toEqual({ items: [], total: 0 });
  });

  it('answers bad input with a 400 envelope and stores nothing', async () => {
    expect(await list('merchant', 'status=9')).toMatchObject({ status: 400, code: 400 });
    expect(await list('merchant', 'offset=0')).toMatchObject({ status: 400, code: 400 });
    for (const bad of [{ title: '短' }, { poster: 'http://evil.example/x.png' }, { content: '<p> </p>' }, { begin_time: '明天' }, { end_time: `${day(0)} 23:59:59`, begin_time: `${day(2)} 00:00:00` }])
      expect(await mock.call('POST', '/companies/promotional', 'merchant', body(bad))).toMatchObject({ status: 400, code: 400 });
    expect(await mock.call('GET', '/companies/promotional/abc', 'merchant')).toMatchObject({ status: 400 });
    expect((await list('merchant')).data.total).toBe(12);
  });

  it('creates a pending promotion and keeps it', async () => {
    const created = await mock.call<{ id: number }>('POST', '/companies/promotional', 'merchant', body());
    expect(created).toMatchObject({ code: 200 });
    const one = await mock.call<Item>('GET', `/companies/promotional/${created.data.id}`, 'merchant');
    expect(one.data).toMatchObject({ title: '春季家装节限时优惠活动', status: 2, picture: '/uploads/promotion/1700000000000-abc.png' });
    expect((await list('merchant', 'status=2')).data.items[0].id).toBe(created.data.id);
  });

  it('refuses a frozen company, a start before yesterday and an audit failure', async () => {
    expect(await mock.call('POST', '/companies/promotional', 'frozen', body())).toMatchObject({ code: 20405, msg: '您的公司账号为冻结状态，无法操作' });
    expect(await mock.call('POST', '/companies/promotional', 'merchant', body({ begin_time: `${day(-2)} 00:00:00` }))).toMatchObject({ code: 20400 });
    expect(await mock.call('POST', '/companies/promotional', 'merchant', body({ begin_time: `${day(-1)} 00:00:00` }))).toMatchObject({ code: 200 });
    await arrangeState(mock.base(), 'promotion posters fail the content audit');
    expect(await mock.call('POST', '/companies/promotional', 'merchant', body())).toMatchObject({ code: 20022 });
  });

  it('edits and deletes only failed promotions; an edit goes back to pending', async () => {
    expect(await mock.call('PUT', '/companies/promotional/701', 'merchant', body())).toMatchObject({ code: 20511 });
    expect(await mock.call('DELETE', '/companies/promotional/702', 'merchant')).toMatchObject({ code: 20512 });
    expect(await mock.call('PUT', '/companies/promotional/703', 'merchant', body())).toMatchObject({ code: 200 });
    expect((await mock.call<Item>('GET', '/companies/promotional/703', 'merchant')).data.status).toBe(2);
    expect(await mock.call('DELETE', '/companies/promotional/707', 'merchant')).toMatchObject({ code: 200 });
    expect(await mock.call('GET', '/companies/promotional/707', 'merchant')).toMatchObject({ code: 20404 });
    const poster = (await mock.call<Item & { poster: string }>('GET', '/companies/promotional/713', 'frozen')).data.poster;
    expect(await mock.call('PUT', '/companies/promotional/713', 'frozen', body({ poster }))).toMatchObject({ code: 200 });
  });

  it('is the main account screen only (spec 2 section 2 menus) and keeps companies apart', async () => {
    for (const who of ['viewer', 'designer', 'group']) {
      expect(await mock.call('GET', '/companies/promotional', who)).toMatchObject({ code: 20403 });
      expect(await mock.call('DELETE', '/companies/promotional/703', who)).toMatchObject({ code: 20403 });
      expect(await mock.call('POST', '/companies/promotional', who, body())).toMatchObject({ code: 20403 });
    }
    expect(await mock.call('GET', '/companies/promotional/703', 'newco')).toMatchObject({ code: 20404 });
    expect(await mock.call('GET', '/companies/promotional')).toMatchObject({ code: 20201 });
  });

  it('refuses a body over the editor limit of 10,000 characters and an impossible date', async () => {
    const long = `<p>${'优'.repeat(10_001)}</p>`;
    expect(await mock.call('POST', '/companies/promotional', 'merchant', body({ content: long }))).toMatchObject({ status: 400 });
    expect(await mock.call('POST', '/companies/promotional', 'merchant', body({ content: `<p>${'优'.repeat(10_000)}</p>` }))).toMatchObject({ code: 200 });
    expect(await mock.call('POST', '/companies/promotional', 'merchant', body({ begin_time: '2026-13-45 25:61:61' }))).toMatchObject({ status: 400 });
  });
});
