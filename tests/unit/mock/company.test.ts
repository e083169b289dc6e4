import { describe, expect, it } from 'vitest';
import { arrangeState, sendCode, useMockServer } from './mock-server-fixture';

const mock = useMockServer();

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Answer = { status: number; code: number; msg: string; data: any };
async function call(method: string, path: string, user: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer demo-${user}` };
  const res = await fetch(`${mock.base}/v2${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...(await res.json()) };
}
const profile = (user: string) => call('GET', '/account/company-profile?thumbnailWidth=134', user);
const sendProfile = (user: string, body: unknown) => call('PUT', '/account/company-profile', user, body);

/** merchant's profile as the form sends it back, with changes. */
async function merchantBody(changes: Record<string, unknown> = {}) {
  const { data } = await profile('merchant');
  const rest = { ...data };
  for (const key of ['thumbnailLogo', 'thumbnailBusinessLicense', 'licenseStatus']) delete rest[key];
  return { ...rest, locationId: data.locationId.at(-1), ...changes };
}

describe('company profile mock', () => {
  it('serves every demo account: merchant complete, newco empty with status 3, sub-accounts read their company', async () => {
    const merchant = await profile('merchant');
    expect(merchant.data).toMatchObject({ contact: '王美居', licenseStatus: 1, locationId: [330000, 330100, 330106] });
    expect(merchant.data.thumbnailLogo).toMatch(/^\/uploads\/logo\//);
    expect((await profile('designer')).data.name).toBe(merchant.data.name);
    expect((await profile('newco')).data).toMatchObject({ contact: '', licenseStatus: 3, logo: '' });
    expect((await profile('group')).data.addr).not.toBe('');
    expect((await profile('frozen')).data.companyStatus).toBe(3);
  });

  it('keeps a saved profile and refuses sub-accounts, frozen companies and locked licence fields', async () => {
    const saved = await sendProfile('merchant', await merchantBody({ slogan: '新口号', contact: '王经理' }));
    expect(saved.code).toBe(200);
    expect((await profile('merchant')).data).toMatchObject({ slogan: '新口号', contact: '王经理' });
    expect((await sendProfile('designer', await merchantBody())).code).toBe(20403);
    expect((await sendProfile('frozen', await merchantBody())).code).toBe(20405);
    const locked = await sendProfile('merchant', await merchantBody({ name: '别的公司名称' }));
    expect(locked.status).toBe(400);
    expect((await profile('merchant')).data.name).toBe('杭州美居装饰工程有限公司');
  });

  it('answers bad input with a 400 envelope and stores nothing', async () => {
    for (const bad of [{ creditCode: 'abc' }, { contact: 'Tom' }, { inform_phone: '17012345678' }, { locationId: 999 }, { qq: '0123' }, { logo: 'logo/missing.png' }]) {
      const reply = await sendProfile('merchant', await merchantBody(bad));
      expect(reply.status, JSON.stringify(bad)).toBe(400);
      expect(reply.code).toBe(400);
    }
    expect((await profile('merchant')).data.contact).toBe('王美居');
  });

  it('puts a newly submitted licence under review and records it', async () => {
    const { data } = await profile('newco');
    const body = { ...(await merchantBody()), name: data.name, abbr: data.abbr, creditCode: '91320500MA1X2Y3Z4W', companyStatus: 2 };
    expect((await sendProfile('newco', body)).code).toBe(200);
    expect((await profile('newco')).data).toMatchObject({ licenseStatus: 2, companyStatus: 2, creditCode: '91320500MA1X2Y3Z4W' });
    const records = await call('GET', '/account/honors?type=BussinessLicense&limit=3&offset=1&thumbnailWidth=134', 'newco');
    expect(records.data.items[0]).toMatchObject({ status: 2, creditCode: '91320500MA1X2Y3Z4W' });
  });

  it('saves the group form (abbreviation 10, address required) and fails the audit in its provider state', async () => {
    expect((await sendProfile('group', { abbr: '华居装饰集团总部', addr: '上海市浦东新区' })).code).toBe(200);
    expect((await profile('group')).data).toMatchObject({ abbr: '华居装饰集团总部', addr: '上海市浦东新区' });
    expect((await sendProfile('group', { abbr: '华居装饰集团总部一二三', addr: '上海' })).status).toBe(400);
    expect((await sendProfile('group', { abbr: '华居', addr: '' })).status).toBe(400);
    await arrangeState(mock.base, 'the next company profile save fails the audit');
    expect((await sendProfile('group', { abbr: '华居', addr: '上海' })).code).toBe(20022);
  });
});

describe('licence mock', () => {
  const licence = { name: '杭州美居装饰工程有限公司', creditCode: '91330106MA2B3C4D5E', businessLicense: 'license/fixture-licence.png' };

  it('lists the last records newest first and adds an update as pending', async () => {
    const before = await call('GET', '/account/honors?type=BussinessLicense&limit=3&offset=1', 'merchant');
    expect(before.data.items.map((r: { status: number }) => r.status)).toEqual([1, 3]);
    expect((await call('PUT', '/account/license', 'merchant', licence)).code).toBe(200);
    const after = await call('GET', '/account/honors?type=BussinessLicense&limit=3&offset=1', 'merchant');
    expect(after.data.items[0]).toMatchObject({ status: 2, title: licence.name });
    expect(after.data.items[0].thumbnailPhoto).toMatch(/^\/uploads\//);
    expect((await call('PUT', '/account/license', 'merchant', licence)).code).toBe(20407);
  });

  it('refuses newco, sub-accounts and bad input', async () => {
    expect((await call('PUT', '/account/license', 'newco', licence)).code).toBe(20407);
    expect((await call('PUT', '/account/license', 'designer', licence)).code).toBe(20403);
    expect((await call('PUT', '/account/license', 'merchant', { ...licence, creditCode: '123' })).status).toBe(400);
    expect((await call('GET', '/account/honors?type=BussinessLicense&limit=0', 'merchant')).status).toBe(400);
  });
});

describe('group children and phone check mock', () => {
  const child = { name: '华居装饰苏州分公司', alias: '华居苏州', locationId: 320508, phone: '13900001111', sms_code: '123456', password: 'abc12345', confirm_password: 'abc12345' };

  it('adds a child that lists, signs in and makes its phone registered', async () => {
    expect((await call('GET', '/users/check-phone?phone=13900001111&type=Landlord', 'group')).data.registered).toBe(false);
    expect((await call('POST', '/companies/group-children', 'group', child)).code).toBe(200);
    const list = await call('GET', '/companies/group-children', 'group');
    expect(list.data.map((c: { name: string }) => c.name)).toContain(child.name);
    expect(list.data.at(-1)).toMatchObject({ abbr: '华居苏州', locationName: '江苏省 苏州市 姑苏区', phone: child.phone });
    expect((await call('GET', '/users/check-phone?phone=13900001111&type=Landlord', 'group')).data.registered).toBe(true);
    const token = await fetch(`${mock.base}/v2/oauth/token?grant_type=password&user_type=Company`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ username: child.phone, password: child.password }),
    });
    expect(((await token.json()) as { access_token?: string }).access_token).toBeTruthy();
    await sendCode(mock.base, child.phone); // the first code was used
    expect((await call('POST', '/companies/group-children', 'group', child)).code).toBe(20101);
  });

  it('refuses other accounts, a wrong code and bad input; others see no children', async () => {
    expect((await call('POST', '/companies/group-children', 'merchant', child)).code).toBe(20403);
    expect((await call('POST', '/companies/group-children', 'group', { ...child, sms_code: '000000' })).code).toBe(20102);
    expect((await call('POST', '/companies/group-children', 'group', { ...child, password: 'abcdefgh' })).status).toBe(400);
    expect((await call('POST', '/companies/group-children', 'group', { ...child, alias: '一二三四五六七八九十十' })).status).toBe(400);
    expect((await call('GET', '/companies/group-children', 'merchant')).data).toEqual([]);
    expect((await call('GET', '/users/check-phone?phone=1380000&type=Landlord', 'group')).status).toBe(400);
    expect((await call('GET', '/users/check-phone?phone=13800000001&type=Landlord', 'group')).data.registered).toBe(true);
  });
});
