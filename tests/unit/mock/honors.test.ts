import { describe, expect, it } from 'vitest';
import { arrangeState, useMockServer } from './mock-server-fixture';

const mock = useMockServer();

interface Row {
  id: number;
  title: string;
  status: number;
  photoOne: string;
  photo: string[];
}
type Answer = { status: number; code: number; msg: string; data: Row & { items: Row[] } };
async function call(method: string, path: string, user: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer demo-${user}` };
  const res = await fetch(`${mock.base}/v2${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...(await res.json()) };
}

const honour = { title: '省级优秀装饰企业', photoOne: 'honor/1700000000000-abc.png', photoTwo: '', photoThree: '' };

describe('honours mock', () => {
  it('lists the merchant honours in all three states, filtered by status', async () => {
    const all = await call('GET', '/account/honors', 'merchant');
    expect(all.code).toBe(200);
    expect(new Set(all.data.items.map((h: Row) => h.status))).toEqual(new Set([1, 2, 3]));
    expect(all.data.items[0].photo[0]).toMatch(/^\/uploads\/fixtures\/honor-\d\.png$/);
    const pending = await call('GET', '/account/honors?status=2', 'merchant');
    expect(pending.data.items.every((h: Row) => h.status === 2)).toBe(true);
    expect((await call('GET', '/account/honors', 'newco')).data.items).toEqual([]);
  });

  it('leaves licence records (type=BussinessLicense) to their own area', async () => {
    const licence = await call('GET', '/account/honors?type=BussinessLicense&limit=3&offset=1', 'merchant');
    const ids = (licence.data?.items ?? []).map((r: Row) => r.id);
    for (const id of [401, 402, 403, 404]) expect(ids).not.toContain(id);
  });

  it('adds an honour as pending and keeps it', async () => {
    const added = await call('POST', '/account/honors', 'merchant', honour);
    expect(added.code).toBe(200);
    const one = await call('GET', `/account/honors/${added.data.id}`, 'merchant');
    expect(one.data).toMatchObject({ title: '省级优秀装饰企业', status: 2, photoOne: honour.photoOne });
  });

  it('answers bad input with a 400 envelope and stores nothing', async () => {
    for (const body of [{ ...honour, title: '短' }, { ...honour, photoOne: '' }, { ...honour, photoTwo: '../etc' }, { title: '好标题好' }]) {
      const answer = await call('POST', '/account/honors', 'merchant', body);
      expect(answer.status).toBe(400);
      expect(answer.code).toBe(400);
    }
    expect((await call('GET', '/account/honors/abc', 'merchant')).status).toBe(400);
    expect((await call('GET', '/account/honors?status=9', 'merchant')).status).toBe(400);
    expect((await call('GET', '/account/honors', 'merchant')).data.items).toHaveLength(4);
  });

  it('refuses by role and keeps the state rules', async () => {
    expect((await call('POST', '/account/honors', 'designer', honour)).code).toBe(20403);
    expect((await call('POST', '/account/honors', 'group', honour)).code).toBe(20403);
    expect((await call('POST', '/account/honors', 'frozen', honour)).code).toBe(20405);
    expect((await call('DELETE', '/account/honors/403', 'merchant')).code).toBe(20512);
    expect((await call('PUT', '/account/honors/401', 'merchant', honour)).code).toBe(20511);
    expect((await call('PUT', '/account/honors/404', 'merchant', honour)).code).toBe(200);
    expect((await call('GET', '/account/honors/404', 'merchant')).data.status).toBe(2);
    expect((await call('DELETE', '/account/honors/401', 'merchant')).code).toBe(200);
    expect((await call('GET', '/account/honors/401', 'merchant')).code).toBe(20404);
    expect((await call('GET', '/account/honors/402', 'newco')).code).toBe(20404);
  });

  it('fails the image audit with 20022 in its provider state', async () => {
    await arrangeState(mock.base, 'honour images fail the content audit');
    expect((await call('POST', '/account/honors', 'merchant', honour)).code).toBe(20022);
  });
});
