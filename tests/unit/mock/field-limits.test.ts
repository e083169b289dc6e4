import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMockApi } from './mock-server-fixture';

/**
 * Issue 60: one request with a huge field stalled the whole mock (a 200 KB password in the
 * subsidiary form blocked every request for 119 s: a pattern and a count that were worse than
 * linear ran on it). Every field's ceiling is checked before any other work, so a huge value is
 * refused without any pattern ever running on it. The test counts instead of timing: it records
 * every string a regular expression is run on while the mock answers (in this process, so
 * `RegExp.prototype.exec` sees `test`, `match`, `replace` and `split` too) and expects none of
 * them to hold the huge value.
 */
const mock = useMockApi();

const HUGE = 200 * 1024;

const child = { name: '华居装饰苏州分公司', alias: '华居苏州', locationId: 320508, phone: '13900001111', sms_code: '123456', password: 'abc12345', confirm_password: 'abc12345' };

afterEach(() => {
  vi.restoreAllMocks();
});

/** Sends `body`, recording the length of every regular expression's input that contains `huge`. */
async function refusedUnseen(method: string, path: string, as: string | undefined, body: Record<string, unknown>, huge: string) {
  const seen: string[] = [];
  const exec = RegExp.prototype.exec;
  // The raw body as a whole (the JSON text `call` sends) may meet the JSON parser's first-character check; the field never may.
  const rawBody = JSON.stringify(body);
  vi.spyOn(RegExp.prototype, 'exec').mockImplementation(function (this: RegExp, input: string) {
    if (typeof input === 'string' && input !== rawBody && input.includes(huge)) seen.push(`${String(this)} on ${input.length} characters`);
    return exec.call(this, input);
  });
  const answer = await mock.call(method, path, as, body);
  vi.restoreAllMocks();
  return { answer, seen };
}

describe('a huge field', () => {
  it.each(Object.keys(child).filter((k) => k !== 'locationId'))('%s of the subsidiary form (200 KB) is refused before any pattern runs on it', async (field) => {
    const huge = 'a1'.repeat(HUGE / 2);
    const { answer, seen } = await refusedUnseen('POST', '/companies/group-children', 'group', { ...child, [field]: huge }, huge);
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain(field);
    expect(seen).toEqual([]);
    // The mock still answers the next request.
    expect((await mock.call('GET', '/users/index', 'merchant')).code).toBe(200);
  });

  it.each([
    ['the password sign-in', 'POST', '/oauth/token?grant_type=password&user_type=Company', undefined, { username: 'merchant', password: 'x' }, 'password'],
    ['the password sign-in (its username)', 'POST', '/oauth/token?grant_type=password&user_type=Company', undefined, { username: 'merchant', password: 'x' }, 'username'],
    ['registration (its phone)', 'POST', '/users/register', undefined, { phone: '13900000031', sms_code: '123456', password: 'Abcd1234', confirm_password: 'Abcd1234', location_id: [330000] }, 'phone'],
    ['registration', 'POST', '/users/register', undefined, { phone: '13900000031', sms_code: '123456', password: 'Abcd1234', confirm_password: 'Abcd1234', location_id: [330000] }, 'password'],
    ['the change form', 'POST', '/users/security/modify-password?type=normal', 'merchant', { old_password: 'x', password: 'Abcd1234', confirm_password: 'Abcd1234' }, 'old_password'],
    ['feedback', 'POST', '/app/report', 'merchant', { name: '王美居', phone: '13800000001', report_content: 'x' }, 'report_content'],
    ['a sub-account', 'POST', '/users/sub-account', 'merchant', { name: '吴设计', phone: '13912340001', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024', user_type: 'Designer', permission_list: [120] }, 'name'],
  ])('in %s is refused before any pattern runs on it', async (_name, method, path, as, body, field) => {
    const huge = 'Ab1'.repeat(HUGE / 3);
    const { answer, seen } = await refusedUnseen(method, path, as, { ...body, [field]: huge }, huge);
    expect(answer.status).toBe(400);
    expect(answer.msg).toContain(field);
    expect(seen).toEqual([]);
  });
});
