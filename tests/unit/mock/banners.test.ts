import { describe, expect, it } from 'vitest';
import { beijingDay } from '../../../src/domain/common/beijing-day';
import { useMockServer } from './mock-server-fixture';

const mock = useMockServer();

interface Row {
  bannerId: number;
  status: number;
  status_name: string;
  posAbbr: string;
}
type Answer = { status: number; code: number; msg: string; data: { items: Row[]; slider_begin_time: string; slider_end_time: string } };
async function call(method: string, path: string, user: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer demo-${user}` };
  const res = await fetch(`${mock.base}/v2${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...(await res.json()) };
}

// The mock's and the app's day rules count Beijing's days.
const day = (n: number) => beijingDay(new Date(), n);
const banner = (posAbbr = 'TJW_ZXGS_INDEX', pos = 1062) => ({
  slide: 'slide/1700000000000-abc.png', title: '夏季促销', first: 'company', second: 'home', third: '',
  posAbbr, pos, beginTime: `${day(1)} 00:00:00`, endTime: `${day(30)} 23:59:59`,
});
const list = (posAbbr: string, user = 'merchant') => call('GET', `/banners/companies?posAbbr=${posAbbr}&thumbnailWidth=700`, user);

describe('banners mock', () => {
  it('serves the fixtures per placement with the slider period', async () => {
    const company = await list('TJW_ZXGS_INDEX');
    expect(company.data.items.map((b) => b.status)).toEqual([1, 2, 3]);
    expect(company.data.slider_begin_time < company.data.slider_end_time).toBe(true);
    expect((await list('NEW_TJW_SY_LB')).data.items).toHaveLength(1);
    expect((await list('NEW_TJW_APP_SY_LB')).data.items).toHaveLength(0);
    expect((await call('GET', '/account/banners/benefit', 'merchant')).data).toContainEqual(expect.objectContaining({ title: '优惠活动' }));
  });

  it('takes at most five company banners (20712), then refuses', async () => {
    expect((await call('POST', '/banners/companies', 'merchant', banner())).code).toBe(200);
    expect((await call('POST', '/banners/companies', 'merchant', banner())).code).toBe(200);
    const sixth = await call('POST', '/banners/companies', 'merchant', banner());
    expect(sixth.code).toBe(20712);
    expect((await list('TJW_ZXGS_INDEX')).data.items).toHaveLength(5);
  });

  it('takes one city banner per placement (20710) and only with has_city_slider', async () => {
    expect((await call('POST', '/banners/companies', 'merchant', banner('NEW_TJW_SY_LB', 1048))).code).toBe(20710);
    expect((await call('POST', '/banners/companies', 'merchant', banner('NEW_TJW_APP_SY_LB', 1048))).code).toBe(200);
    expect((await call('POST', '/banners/companies', 'merchant', banner('NEW_TJW_APP_SY_LB', 1048))).code).toBe(20710);
    expect((await call('POST', '/banners/companies', 'newco', banner('NEW_TJW_SY_LB', 1048))).code).toBe(20403);
  });

  it('refuses dates outside the company slider period (20704)', async () => {
    const late = { ...banner(), endTime: `${day(2000)} 23:59:59` };
    expect((await call('POST', '/banners/companies', 'merchant', late)).code).toBe(20704);
  });

  it('keeps status 2 locked (20711) and puts an edit back to review', async () => {
    expect((await call('PUT', '/banners/companies/702', 'merchant', banner())).code).toBe(20711);
    expect((await call('DELETE', '/banners/companies/702', 'merchant')).code).toBe(20711);
    expect((await call('PUT', '/banners/companies/703', 'merchant', banner())).code).toBe(200);
    expect((await list('TJW_ZXGS_INDEX')).data.items.find((b) => b.bannerId === 703)?.status).toBe(2);
    expect((await call('DELETE', '/banners/companies/701', 'merchant')).code).toBe(200);
  });

  it('refuses by role: banner level other than 2, group, frozen create', async () => {
    expect((await call('POST', '/banners/companies', 'viewer', banner())).code).toBe(20403);
    expect((await call('DELETE', '/banners/companies/701', 'viewer')).code).toBe(20403);
    expect((await call('POST', '/banners/companies', 'designer', banner())).code).toBe(200);
    expect((await call('POST', '/banners/companies', 'frozen', banner())).code).toBe(20405);
    expect((await list('TJW_ZXGS_INDEX', 'group')).code).toBe(20403);
  });

  it('answers bad input with a 400 envelope and stores nothing', async () => {
    const bad = [
      { ...banner(), pos: 1048 },
      { ...banner(), beginTime: '2026-13-01' },
      { ...banner(), endTime: `${day(0)} 00:00:00`, beginTime: `${day(5)} 00:00:00` },
      { ...banner(), posAbbr: 'ELSEWHERE' },
      { ...banner(), slide: '' },
    ];
    for (const body of bad) expect((await call('POST', '/banners/companies', 'merchant', body)).status).toBe(400);
    expect((await call('GET', '/banners/companies?posAbbr=nope', 'merchant')).status).toBe(400);
    expect((await list('TJW_ZXGS_INDEX')).data.items).toHaveLength(3);
  });
});
