import { describe, expect, it } from 'vitest';
import { sendCode, useMockServer } from './mock-server-fixture';

const mock = useMockServer();

async function call(method: string, path: string, user?: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (user) headers.authorization = `Bearer demo-${user}`;
  const res = await fetch(`${mock.base}/v2${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, ...((await res.json()) as { code: number; msg: string; data: unknown }) };
}

const signIn = (username: string, password: string) =>
  fetch(`${mock.base}/v2/oauth/token?grant_type=password&user_type=Company`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }).toString(),
  }).then((r) => r.status);
const signInBySms = async (phone: string) =>
  (await sendCode(mock.base, phone).catch(() => undefined),
  fetch(`${mock.base}/v2/oauth/token?grant_type=sms_code&user_type=Company`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: phone, sms_code: '123456' }).toString(),
  }).then((r) => r.status));
const PROOF = { token: 't', sessionId: 's', sig: 'g', scene: 'nc_message' };

describe('security mock: SMS to the bound phone', () => {
  it('sends with ?verify_type=unbind or unregister after the captcha, without a mobile', async () => {
    expect((await call('POST', '/oauth/sms?verify_type=unregister', 'newco', PROOF)).code).toBe(200);
    expect((await call('POST', '/oauth/sms?verify_type=unbind', 'merchant', { token: '' })).code).toBe(20021);
    expect((await call('POST', '/oauth/sms?verify_type=unbind', undefined, PROOF)).code).toBe(20201);
  });

  it('leaves the body variant to the auth area', async () => {
    const sent = await call('POST', '/oauth/sms', undefined, { mobile: '13912345678', verify_type: 'unbind', ...PROOF });
    expect(sent.code).toBe(200);
  });
});

describe('security mock: rebinding', () => {
  it('binds the new phone only after the old one was verified, and the old phone stops signing in', async () => {
    expect((await call('POST', '/users/security/unbind-mobile', 'merchant', { phone: '13912345678', sms_code: '123456' })).code).toBe(20305);
    expect((await call('POST', '/users/security/verify-sms', 'merchant', { verify_code: '654321', verify_type: 'unbind' })).code).toBe(20102);
    expect((await call('POST', '/users/security/verify-sms', 'merchant', { verify_code: '123456', verify_type: 'unbind' })).code).toBe(200);
    expect((await call('POST', '/users/security/unbind-mobile', 'merchant', { phone: '13800000002', sms_code: '123456' })).code).toBe(20101);
    expect((await call('POST', '/users/security/unbind-mobile', 'merchant', { phone: '13912345678', sms_code: '123456' })).code).toBe(200);
    expect(await signInBySms('13912345678')).toBe(200);
    expect(await signInBySms('13800000001')).toBe(400);
    // Every session of the account ended: the old token answers 20201.
    expect((await call('GET', '/users/index', 'merchant')).code).toBe(20201);
  });

  it('answers malformed input with a 400 envelope', async () => {
    const bad = await call('POST', '/users/security/unbind-mobile', 'merchant', { phone: '12345', sms_code: '123456' });
    expect(bad).toMatchObject({ status: 400, code: 400 });
    const type = await call('POST', '/users/security/verify-sms', 'merchant', { verify_code: '123456', verify_type: 'login' });
    expect(type).toMatchObject({ status: 400, code: 400 });
  });
});

describe('security mock: password changes', () => {
  it('changes the sign-in password with type=sms only after a verified password code', async () => {
    const change = () => call('POST', '/users/security/modify-password?type=sms', 'merchant', { password: 'Newpass123', confirm_password: 'Newpass123' });
    expect((await change()).code).toBe(20304);
    await call('POST', '/users/security/verify-sms', 'merchant', { verify_code: '123456', verify_type: 'password' });
    expect((await change()).code).toBe(200);
    // The change ended every session, this one too.
    expect((await change()).code).toBe(20201);
    expect(await signIn('merchant', 'Newpass123')).toBe(200);
    expect(await signIn('merchant', 'Demo1234')).toBe(400);
  });

  it('refuses a weak or mismatched quick change and keeps type=normal working', async () => {
    await call('POST', '/users/security/verify-sms', 'newco', { verify_code: '123456', verify_type: 'password' });
    const weak = await call('POST', '/users/security/modify-password?type=sms', 'newco', { password: 'newpass123', confirm_password: 'newpass123' });
    expect(weak.code).toBe(20303);
    const normal = await call('POST', '/users/security/modify-password?type=normal', 'newco', { old_password: 'Demo1234', password: 'Other1234', confirm_password: 'Other1234' });
    expect(normal.code).toBe(200);
    expect(await signIn('newco', 'Other1234')).toBe(200);
  });
});

describe('security mock: WeChat', () => {
  it('shows the merchant bound and newco unbound with a QR image on the storage host', async () => {
    expect((await call('GET', '/users/wechat/check', 'merchant')).data).toEqual({ wx: { nickname: '美居小王' } });
    expect((await call('GET', '/users/wechat/check', 'newco')).data).toEqual({ wx: null });
    const qr = (await call('GET', '/users/wechat/wxqrcode', 'newco')).data as string;
    const image = await fetch(`${mock.base}${qr}`);
    expect(image.headers.get('content-type')).toBe('image/png');
  });

  it('unbinds once', async () => {
    expect((await call('DELETE', '/users/wechat/unbind-wx', 'merchant')).code).toBe(200);
    expect((await call('GET', '/users/wechat/check', 'merchant')).data).toEqual({ wx: null });
    expect((await call('DELETE', '/users/wechat/unbind-wx', 'merchant')).code).toBe(20501);
  });
});

describe('security mock: deregistration', () => {
  it('lists the merchant balance and its appeal under review as unmet and refuses its deregistration', async () => {
    const answer = await call('GET', '/users/unregister/condition/1001', 'merchant');
    const conditions = (answer.data as { conditions: { key: string; passed: number; msg: string }[] }).conditions;
    expect(conditions.map((c) => [c.key, c.passed])).toEqual([['balance', 0], ['contract', 1], ['appeal', 0], ['order', 1]]);
    expect(conditions[0].msg).toContain('1,280.00');
    const refused = await call('POST', '/users/unregister', 'merchant', { sms_code: '123456', userId: 1001 });
    expect(refused).toMatchObject({ code: 20601, msg: conditions[0].msg });
    expect((await call('GET', '/users/check-unregister/1001', 'merchant')).data).toBe(0);
  });

  it('counts the frozen company\'s open contracts and orders', async () => {
    const answer = await call('GET', '/users/unregister/condition/1006', 'frozen');
    const conditions = (answer.data as { conditions: { key: string; passed: number; msg: string }[] }).conditions;
    expect(conditions.filter((c) => !c.passed).map((c) => c.msg)).toEqual(['钱包余额为420.50元，余额为0才能注销', '还有1份合同未完成', '还有2个订单待处理']);
  });

  it('deregisters newco into its protection period', async () => {
    expect((await call('POST', '/users/unregister', 'newco', { sms_code: '000000', userId: 1005 })).code).toBe(20102);
    expect((await call('POST', '/users/unregister', 'newco', { sms_code: '123456', userId: 1005 })).code).toBe(200);
    // The session is cleared: the old token answers 20201.
    expect((await call('GET', '/users/check-unregister/1005', 'newco')).code).toBe(20201);
  });

  it('refuses other users, sub-accounts and malformed input', async () => {
    expect((await call('GET', '/users/unregister/condition/1001', 'newco')).code).toBe(20403);
    expect((await call('GET', '/users/unregister/condition/1002', 'designer')).code).toBe(20403);
    expect((await call('POST', '/users/unregister', 'newco', { sms_code: '123456', userId: 1001 })).code).toBe(20403);
    expect(await call('POST', '/users/unregister', 'newco', { sms_code: 'abc', userId: 1005 })).toMatchObject({ status: 400, code: 400 });
    expect(await call('GET', '/users/unregister/condition/x', 'newco')).toMatchObject({ status: 400, code: 400 });
  });
});
