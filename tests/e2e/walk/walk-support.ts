import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, MOCK_URL, expect, signIn } from '../support';

/** The session the server issued to a sign-in through the form. */
export interface Session {
  username: string;
  token: string;
  userId: number;
  companyId: number;
}

/**
 * Signs in through /login as a merchant does (账号登录: account, password, 登录) and waits for
 * the landing the account's role leads to; answers the session the server issued, whose token
 * the test reads the server's data back with (`held`).
 *
 * Per test, not once per worker through Playwright's storage state: every test starts with the
 * mock's reset (tests/e2e/support.ts), which forgets the tokens it issued (mock-server/auth.ts
 * resetAuth), so a worker's saved session would be refused from its second test on. In the
 * worker's kept browser profile (tests/e2e/warm-context.ts) the sign-in costs about as much as
 * opening one screen.
 *
 * `guideSeen` marks the personal centre's first-visit guide as seen for this account (as the
 * guide's 我知道了 would), for tests about other things than the guide.
 */
export async function signInAs(page: Page, username: string, options: { guideSeen?: boolean; password?: string } = {}): Promise<Session> {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/oauth/token' && r.request().method() === 'POST');
  await signIn(page, username, options.password);
  const answer = await answered;
  expect(answer.status(), `the sign-in of ${username}`).toBe(200);
  const body = (await answer.json()) as { access_token: string; user_id: number; company_id: number };
  await expect(page).not.toHaveURL(/\/login$/);
  const session = { username, token: body.access_token, userId: body.user_id, companyId: body.company_id };
  if (options.guideSeen) await page.evaluate((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), session.userId);
  return session;
}

/**
 * A sign-in asked of the mock directly (POST /v2/oauth/token), not through the app: a read-back
 * of what the server now holds for an account's password or state. Fails unless it is accepted.
 */
export async function signInByApi(page: Page, username: string, password = DEMO_PASSWORD): Promise<Session> {
  const res = await tokenAnswer(page, username, password);
  const body = (await res.json()) as { access_token: string; user_id: number; company_id: number };
  expect(res.status(), `the server's answer to ${username}'s sign-in: ${JSON.stringify(body)}`).toBe(200);
  return { username, token: body.access_token, userId: body.user_id, companyId: body.company_id };
}

/** The mock's answer to a sign-in with this account and password. */
export const tokenAnswer = (page: Page, username: string, password: string) =>
  page.request.post(`${MOCK_URL}/v2/oauth/token?grant_type=password&user_type=Company`, { form: { username, password } });

/** Signs in through the form and opens /order (optionally a tab), waiting for the first rows. */
export async function openOrders(page: Page, username = 'merchant', tab?: number): Promise<Session> {
  const session = await signInAs(page, username);
  await page.goto(tab === undefined ? '/order' : `/order?tab=${tab}`);
  await expect(page.locator('[data-order-row]').first()).toBeVisible();
  return session;
}

/**
 * What the server holds now: the `data` of its answer to GET `path` (under /v2) with the
 * session's token, asked of the mock directly, not through the app. The read-back of a write.
 */
export async function held<T = Record<string, unknown>>(page: Page, session: Session, path: string): Promise<T> {
  const res = await page.request.get(`${MOCK_URL}/v2${path}`, { headers: { Authorization: `Bearer ${session.token}` } });
  const body = (await res.json()) as { code: number; msg: string; data: T };
  expect(body.code, `GET ${path} answered ${body.code} ${body.msg}`).toBe(200);
  return body.data;
}

/** The business code the server answers to GET `path` with the session's token (a refusal's). */
export async function answerCode(page: Page, session: Session, path: string): Promise<number> {
  const res = await page.request.get(`${MOCK_URL}/v2${path}`, { headers: { Authorization: `Bearer ${session.token}` } });
  return ((await res.json()) as { code: number }).code;
}
