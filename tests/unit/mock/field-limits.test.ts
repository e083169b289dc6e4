import { beforeAll, describe, expect, it } from 'vitest';
import { useMockApi } from './mock-server-fixture';

/**
 * Issue 60: one request with a huge field stalled the whole mock (a 200 KB password in the
 * subsidiary form blocked every request for 119 s). Every field's ceiling is checked before
 * any other work, and nothing the mock does with a field is worse than linear in its length.
 */
const mock = useMockApi();

const HUGE = 200 * 1024;
const BOUND_MS = 100;

const child = { name: '华居装饰苏州分公司', alias: '华居苏州', locationId: 320508, phone: '13900001111', sms_code: '123456', password: 'abc12345', confirm_password: 'abc12345' };

/** Sends `body` with a huge field, and at the same moment a cheap signed-in read; times both from the start. */
async function once(method: string, path: string, as: string | undefined, body: Record<string, unknown>) {
  const started = performance.now();
  const refused = mock.call(method, path, as, body).then((answer) => ({ answer, ms: performance.now() - started }));
  const other = mock.call('GET', '/users/index', 'merchant').then((answer) => ({ answer, ms: performance.now() - started }));
  return { refused: await refused, other: await other };
}

/**
 * The best of three sittings: on a machine shared with other work one sitting may be slowed by
 * it; the work the issue found (seconds to minutes for 50-200 KB) is slow in every sitting.
 */
async function hugeAlongside(method: string, path: string, as: string | undefined, body: Record<string, unknown>) {
  const sittings: Awaited<ReturnType<typeof once>>[] = [];
  for (let i = 0; i < 3; i++) sittings.push(await once(method, path, as, body));
  const best = (pick: (s: (typeof sittings)[number]) => { ms: number }) => Math.min(...sittings.map((s) => pick(s).ms));
  return {
    refused: { answer: sittings[0].refused.answer, ms: best((s) => s.refused) },
    other: { answer: sittings[0].other.answer, ms: best((s) => s.other) },
  };
}

describe('a huge field', () => {
  // The first requests of a file load and compile the routes' code: not what is measured.
  beforeAll(async () => {
    for (let i = 0; i < 3; i++) await mock.call('POST', '/companies/group-children', 'group', { ...child, name: 'a'.repeat(HUGE) });
  });

  it.each(Object.keys(child).filter((k) => k !== 'locationId'))('%s of the subsidiary form (200 KB) is refused within 100 ms while another request is answered', async (field) => {
    const { refused, other } = await hugeAlongside('POST', '/companies/group-children', 'group', { ...child, [field]: 'a1'.repeat(HUGE / 2) });
    expect(refused.answer.status).toBe(400);
    expect(refused.answer.msg).toContain(field);
    expect(refused.ms).toBeLessThan(BOUND_MS);
    expect(other.answer.code).toBe(200);
    expect(other.ms).toBeLessThan(BOUND_MS);
  });

  it.each([
    ['the password sign-in', 'POST', '/oauth/token?grant_type=password&user_type=Company', undefined, { username: 'merchant', password: 'x' }, 'password'],
    ['registration', 'POST', '/users/register', undefined, { phone: '13900000031', sms_code: '123456', password: 'Abcd1234', confirm_password: 'Abcd1234', location_id: [330000] }, 'password'],
    ['the change form', 'POST', '/users/security/modify-password?type=normal', 'merchant', { old_password: 'x', password: 'Abcd1234', confirm_password: 'Abcd1234' }, 'old_password'],
    ['feedback', 'POST', '/app/report', 'merchant', { name: '王美居', phone: '13800000001', report_content: 'x' }, 'report_content'],
    ['a sub-account', 'POST', '/users/sub-account', 'merchant', { name: '吴设计', phone: '13912340001', sms_code: '123456', password: 'Design2024', confirm_password: 'Design2024', user_type: 'Designer', permission_list: [120] }, 'name'],
  ])('in %s is answered within 100 ms', async (_name, method, path, as, body, field) => {
    const { refused, other } = await hugeAlongside(method, path, as, { ...body, [field]: 'Ab1'.repeat(HUGE / 3) });
    expect(refused.answer.status).toBe(400);
    expect(refused.answer.msg).toContain(field);
    expect(refused.ms).toBeLessThan(BOUND_MS);
    expect(other.ms).toBeLessThan(BOUND_MS);
  });
});
