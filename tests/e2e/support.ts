import { type ConsoleMessage, type Page, type WebError, expect } from '@playwright/test';
// Every e2e test fails on a Content-Security-Policy violation (the nginx run sends the policy).
import { test as base } from './csp-guard';
import { MOCK_URL } from './worker-servers';

export { MOCK_URL };
/** The header the mock's test hooks (/__reset, /__state) require (mock-server/hardening.ts). */
export const MOCK_TEST_HEADERS = { 'X-Mock-Test': '1' };
export const DEMO_PASSWORD = 'Demo1234';
export const SMS_CODE = '123456';

/** What a test allows its pages to log as errors (a request it makes fail on purpose ...). */
export interface ConsoleErrors {
  allow(...patterns: RegExp[]): void;
}

/** Every test starts from the demo fixtures and fails on a console error or an uncaught page error. */
export const test = base.extend<{ resetMock: void; consoleErrors: ConsoleErrors }>({
  resetMock: [
    async ({ request }, use) => {
      // The demo fixtures as a provider state: besides a reset, one SMS code counts as sent to
      // each phone (mock-server/attempts.ts), so a test may type the demo code without asking for it.
      const reset = await request.post(`${MOCK_URL}/__state`, { data: { state: 'the demo fixtures are loaded' }, headers: MOCK_TEST_HEADERS });
      expect(reset.ok(), `the demo fixtures' state answered ${reset.status()}: ${await reset.text()}`).toBe(true);
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const allowed: RegExp[] = [];
      const seen: string[] = [];
      const onConsole = (m: ConsoleMessage) => {
        if (m.type() === 'error') seen.push(`console: ${m.text()} (${m.location().url || m.page()?.url()})`);
      };
      const onError = (e: WebError) => seen.push(`page error: ${e.error().message} (${e.page()?.url()})`);
      context.on('console', onConsole);
      context.on('weberror', onError);
      await use({ allow: (...patterns) => void allowed.push(...patterns) });
      // The context may be the worker's kept one (warm-context.ts): the next test listens anew.
      context.off('console', onConsole);
      context.off('weberror', onError);
      expect(seen.filter((line) => !allowed.some((p) => p.test(line))), 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Signs in through the 账号登录 tab as a person would. */
export async function signIn(page: Page, username: string, password = DEMO_PASSWORD, options: { remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill(username);
  await page.getByLabel('密码', { exact: true }).fill(password);
  if (options.remember) await page.getByText('记住密码').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/**
 * Ends one account's session in a story of several: leaves the app first, then clears the
 * cookies. An app still running would see its token vanish mid-request, sign itself out and
 * could clear the cookies the next account has just been given. The page left for is an empty
 * one on the app's origin (the tests' init scripts still reach its localStorage).
 */
export async function endSession(page: Page) {
  await page.route('**/__between-sessions', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title><link rel="icon" href="data:,">' }),
  );
  await page.goto('/__between-sessions');
  await page.context().clearCookies();
}

/**
 * Holds the page's requests to `path` (an API path, or a pattern of paths such as a chunk's
 * hashed file) until the returned function is called: a screen's waiting state stays on screen
 * for as long as a test needs it, with no timer.
 */
export async function holdRequests(page: Page, path: string | RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => (typeof path === 'string' ? url.pathname === path : path.test(url.pathname)), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Starts summing the page's layout shifts (CLS's entries). The returned function gives the sum
 * once the frames drawn so far have reported theirs (their entries arrive after the frame).
 */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { shifted: number };
    w.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.shifted += (entry as unknown as { value: number }).value;
    }).observe({ type: 'layout-shift' });
  });
  return () =>
    page.evaluate(
      () => new Promise<number>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(() => done((window as unknown as { shifted: number }).shifted))))),
    );
}

/** Puts a demo account's session straight into the cookies (for tests not about sign-in). */
export async function useDemoSession(page: Page, username: string) {
  const res = await page.request.post(`${MOCK_URL}/v2/oauth/token?grant_type=password&user_type=Company`, {
    form: { username, password: DEMO_PASSWORD },
  });
  const body = await res.json();
  const user = {
    user_id: body.user_id,
    company_id: body.company_id,
    company_abbr: body.company_abbr,
    realname: body.realname,
    vipCompany: body.vipCompany === 1,
    isSubAccount: body.isSubAccount === 1,
    isGroupCompany: body.isGroupCompany === 1,
    licenseStatus: body.licenseStatus,
    status: body.status,
    needChangePwd: body.needChangePwd === 1,
  };
  const cookies = [
    { name: 'session_token', value: body.access_token },
    { name: 'users', value: encodeURIComponent(JSON.stringify(user)) },
    { name: 'isSubAccount', value: user.isSubAccount ? '1' : '0' },
    ...(body.permissionList
      ? [{ name: 'permission_list', value: encodeURIComponent(JSON.stringify(body.permissionList)) }]
      : []),
  ];
  await page.context().addCookies(
    cookies.map((c) => ({ ...c, domain: '127.0.0.1', path: '/' })),
  );
  return body as { access_token: string; user_id: number; company_id: number };
}
