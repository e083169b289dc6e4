import { describe, expect, it } from 'vitest';
import { useMockApi } from './mock-server-fixture';

const mock = useMockApi();

interface Entry {
  created: string;
  status: number;
  status_desc: string;
  data_type_desc: string;
  data_id: number;
  data_name: string;
  photo_list: string[];
  reason: string;
}

const list = (user: string, query = 'dataType=ORDERS&limit=15&offset=0') =>
  mock.call<{ items: Entry[]; total: number }>('GET', `/account/fin-payment-complaint?${query}`, user);
const picture = (file: string, user?: string) => mock.raw('GET', `/account/pic-file?file=${encodeURIComponent(file)}`, user);
const PNG = [0x89, 0x50, 0x4e, 0x47];

describe('appeal records mock', () => {
  it('lists the merchant’s two appeals in the spec’s shape, newest first', async () => {
    const answer = await list('merchant');
    expect(answer.data.total).toBe(2);
    const [reviewing, upheld] = answer.data.items;
    expect(reviewing).toMatchObject({ status: 0, status_desc: '审核中', data_type_desc: '返单', data_id: 501003 });
    expect(upheld).toMatchObject({ status: 1, status_desc: '申诉成功', data_id: 501017 });
    expect(upheld.reason).not.toBe('');
    expect(reviewing.data_name).not.toBe('');
    expect(reviewing.created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(reviewing.photo_list).toHaveLength(2);
    expect((await list('newco')).data).toEqual({ items: [], total: 0 });
  });

  it('serves an evidence image only with the owning company’s bearer header', async () => {
    const [entry] = (await list('merchant')).data.items;
    const ok = await picture(entry.photo_list[0], 'merchant');
    expect(ok.status).toBe(200);
    expect(ok.headers.get('content-type')).toMatch(/^image\/png/);
    expect([...new Uint8Array(await ok.arrayBuffer()).slice(0, 4)]).toEqual(PNG);

    const anonymous = await picture(entry.photo_list[0]);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ code: 20201 });
    expect((await picture(entry.photo_list[0], 'newco')).status).toBe(404);
    // The file is not on the public storage host either.
    expect((await fetch(`${mock.base()}/uploads/${entry.photo_list[0]}`)).status).not.toBe(200);
  });

  it('serves an uploaded evidence image through pic-file', async () => {
    const body = new FormData();
    body.append('file', new Blob([new Uint8Array([...PNG, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: 'image/png' }), 'proof.png');
    const saved = (await (await mock.raw('POST', '/account/update-pic', 'merchant', { body })).json()) as { data: { save_path: string } };
    expect((await picture(saved.data.save_path, 'merchant')).status).toBe(200);
  });

  it.each([
    ['another list type', 'dataType=ALBUMS&limit=15&offset=0'],
    ['a zero page size', 'dataType=ORDERS&limit=0&offset=0'],
  ])('answers 400 for %s', async (_what, query) => {
    const answer = await list('merchant', query);
    expect([answer.status, answer.code]).toEqual([400, 400]);
  });

  it('answers 400 for a file name that is not a storage key', async () => {
    const answer = await picture('../../etc/passwd', 'merchant');
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 400 });
  });
});
