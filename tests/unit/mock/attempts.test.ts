import { beforeEach, describe, expect, it } from 'vitest';
import { CODE_NOT_SENT, CODE_TRIES, CODE_USED_UP, LOCKED, PASSWORD_TRIES } from '../../../mock-server/attempts';
import { TEST_HOOK_HEADERS } from '../../../mock-server/hardening';
import { WRONG_SMS_CODE } from '../../../mock-server/envelope';
import { DEMO_PASSWORD } from '../../../mock-server/fixtures/accounts';
import { CAPTCHA_PROOF, sendCode, useMockApi } from './mock-server-fixture';

/**
 * Issue 60, "guessing is free": the mock limits attempts per account and per phone, and a code
 * works once and only after it was sent. These tests start from a plain /__reset (no code
 * presumed sent).
 */
const mock = useMockApi();
beforeEach(async () => {
  await fetch(`${mock.base()}/__reset`, { method: 'POST', headers: TEST_HOOK_HEADERS });
});

const MERCHANT_PHONE = '13800000001';

async function signIn(grant: 'password' | 'sms_code', fields: Record<string, string>) {
  const res = await fetch(`${mock.base()}/v2/oauth/token?grant_type=${grant}&user_type=Company`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const body = (await res.json()) as { access_token?: string; error_description?: string };
  return body.access_token ? 'signed in' : body.error_description;
}
const byPassword = (username: string, password: string) => signIn('password', { username, password });
const bySms = (phone: string, code: string) => signIn('sms_code', { username: phone, sms_code: code });

describe('password sign-in', () => {
  it(`locks an account after ${PASSWORD_TRIES} wrong passwords, the right one included; other accounts sign in`, async () => {
    for (let i = 0; i < PASSWORD_TRIES; i++) expect(await byPassword('merchant', `Wrong${i}99`)).toBe('用户名或密码错误');
    expect(await byPassword('merchant', DEMO_PASSWORD)).toBe(LOCKED.msg);
    expect(await byPassword('designer', DEMO_PASSWORD)).toBe('signed in');
  });

  it('counts again after the right password', async () => {
    for (let i = 0; i < PASSWORD_TRIES - 1; i++) await byPassword('merchant', 'Wrong999');
    expect(await byPassword('merchant', DEMO_PASSWORD)).toBe('signed in');
    for (let i = 0; i < PASSWORD_TRIES - 1; i++) await byPassword('merchant', 'Wrong999');
    expect(await byPassword('merchant', DEMO_PASSWORD)).toBe('signed in');
  });

  it('starts again on /__reset', async () => {
    for (let i = 0; i < PASSWORD_TRIES; i++) await byPassword('merchant', 'Wrong999');
    await fetch(`${mock.base()}/__reset`, { method: 'POST', headers: TEST_HOOK_HEADERS });
    expect(await byPassword('merchant', DEMO_PASSWORD)).toBe('signed in');
  });
});

describe('SMS codes', () => {
  it('sign in only after a code was sent to the phone, and once', async () => {
    expect(await bySms(MERCHANT_PHONE, '123456')).toBe(CODE_NOT_SENT.msg);
    await sendCode(mock.base(), MERCHANT_PHONE);
    expect(await bySms(MERCHANT_PHONE, '123456')).toBe('signed in');
    expect(await bySms(MERCHANT_PHONE, '123456')).toBe(CODE_NOT_SENT.msg);
  });

  it(`end after ${CODE_TRIES} wrong codes: the right one no longer works until a new code is sent`, async () => {
    await sendCode(mock.base(), MERCHANT_PHONE);
    for (let i = 1; i < CODE_TRIES; i++) expect(await bySms(MERCHANT_PHONE, `00000${i}`)).toBe(WRONG_SMS_CODE.msg);
    expect(await bySms(MERCHANT_PHONE, '000009')).toBe(CODE_USED_UP.msg);
    expect(await bySms(MERCHANT_PHONE, '123456')).toBe(CODE_NOT_SENT.msg);
    await sendCode(mock.base(), MERCHANT_PHONE);
    expect(await bySms(MERCHANT_PHONE, '123456')).toBe('signed in');
  });

  it('register one phone each: a code sent to one phone registers no other', async () => {
    const form = { sms_code: '123456', password: 'Abcd1234', confirm_password: 'Abcd1234', location_id: [330000] };
    await sendCode(mock.base(), '13900000041');
    expect((await mock.call('POST', '/users/register', undefined, { ...form, phone: '13900000041' })).code).toBe(200);
    expect(await mock.call('POST', '/users/register', undefined, { ...form, phone: '13900000042' })).toMatchObject(CODE_NOT_SENT);
    expect(await mock.call('POST', '/users/register', undefined, { ...form, phone: '13900000041' })).toMatchObject(CODE_NOT_SENT);
  });

  it(`of rebinding end after ${CODE_TRIES} wrong ones`, async () => {
    const verify = (code: string) => mock.call('POST', '/users/security/verify-sms', 'merchant', { verify_code: code, verify_type: 'unbind' });
    expect(await verify('123456')).toMatchObject(CODE_NOT_SENT);
    expect((await mock.call('POST', '/oauth/sms?verify_type=unbind', 'merchant', CAPTCHA_PROOF)).code).toBe(200);
    for (let i = 1; i < CODE_TRIES; i++) expect(await verify(`00000${i}`)).toMatchObject(WRONG_SMS_CODE);
    expect(await verify('000009')).toMatchObject(CODE_USED_UP);
    expect(await verify('123456')).toMatchObject(CODE_NOT_SENT);
  });

  it(`of deregistration end after ${CODE_TRIES} wrong ones`, async () => {
    const unregister = (code: string) => mock.call('POST', '/users/unregister', 'newco', { sms_code: code, userId: 1005 });
    expect(await unregister('123456')).toMatchObject(CODE_NOT_SENT);
    expect((await mock.call('POST', '/oauth/sms?verify_type=unregister', 'newco', CAPTCHA_PROOF)).code).toBe(200);
    for (let i = 1; i < CODE_TRIES; i++) expect(await unregister(`00000${i}`)).toMatchObject(WRONG_SMS_CODE);
    expect(await unregister('000009')).toMatchObject(CODE_USED_UP);
    expect(await unregister('123456')).toMatchObject(CODE_NOT_SENT);
  });
});

describe('the change form’s current password', () => {
  it(`locks after ${PASSWORD_TRIES} wrong ones, the right one included`, async () => {
    const change = (old_password: string) =>
      mock.call('POST', '/users/security/modify-password?type=normal', 'merchant', { old_password, password: 'Newpass123', confirm_password: 'Newpass123' });
    for (let i = 0; i < PASSWORD_TRIES; i++) expect((await change(`Wrong${i}99`)).code).toBe(20301);
    expect(await change(DEMO_PASSWORD)).toMatchObject(LOCKED);
  });
});
