import { expect, holdRequests, signIn, test, useDemoSession } from './support';

test('an expired token shows the dialog once and ends on /login', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  // Every signed-in call now answers 20201: the token is gone on the server side.
  await page.context().addCookies([{ name: 'session_token', value: 'expired-token', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/');
  const dialog = page.getByRole('alertdialog', { name: '提示' });
  await expect(dialog).toContainText('登录已过期，请再次登录');
  await expect(dialog.getByRole('button', { name: /确定|确认/ })).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alertdialog')).toHaveCount(1);
  await page.mouse.click(10, 10);
  await expect(dialog).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'session_token')).toBeUndefined();
});

test('/login with a token goes home', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle('首页 - 商家中心');
});

test('signed-out visitors are sent to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('登录 - 商家中心');
});

// The page's clock is Playwright's: the 5 s are run through instead of waited for. An installed
// clock stays with its context, so these tests get contexts of their own (warm-context.ts).
test.describe('the unknown-path countdown', () => {
  test.use({ freshContext: true });

  test('an unknown path counts down to /login without a token', async ({ page }) => {
    await page.clock.install();
    await page.goto('/no-such-page');
    await expect(page.getByText('5 秒后自动跳转至登录页')).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(page.getByText(/^[1-4] 秒后自动跳转至登录页$/)).toBeVisible();
    await expect(page).toHaveURL(/\/no-such-page$/);
    await page.clock.runFor(4_000);
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an unknown path counts down to home with a token', async ({ page }) => {
    await useDemoSession(page, 'merchant');
    await page.clock.install();
    await page.goto('/no-such-page');
    await expect(page.getByText('5 秒后自动跳转至首页')).toBeVisible();
    await page.clock.runFor(5_000);
    await expect(page).toHaveURL(/\/$/);
  });
});

test('logout clears the session even when the logout call fails', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 500 .*\/v2\/oauth\/logout/);
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  await page.route('**/v2/oauth/logout', (route) => route.fulfill({ status: 500, body: '' }));
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('退出 also signs out of the older site, without waiting for it (spec 1 §7)', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  // The older site never answers here: leaving must not wait for it.
  await page.route('**/legacy/logout', () => undefined);
  const legacy = page.waitForRequest((request) => new URL(request.url()).pathname === '/legacy/logout');
  const logout = page.waitForRequest((request) => new URL(request.url()).pathname === '/v2/oauth/logout');
  await page.getByRole('button', { name: '退出' }).click();
  await Promise.all([legacy, logout]);
  await expect(page).toHaveURL(/\/login$/);
});

test('another account signed in after 退出 never sees the last account’s orders', async ({ page }) => {
  // Query keys do not name the account: the cache of the account that left showed under the next.
  await signIn(page, 'merchant');
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: '订单', exact: true }).click();
  await expect(page.locator('[data-order-row="501001"]')).toBeVisible();
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The next account's orders answer when the test says so; until then, only a cache could show rows.
  const release = await holdRequests(page, '/v2/orders');
  // In the same page (signIn would load /login again, and a new page starts with an empty cache).
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('frozen');
  await page.getByLabel('密码', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('link', { name: '订单', exact: true }).click();
  const rows = page.locator('[data-order-row]');
  await expect(rows.first().or(page.getByLabel('加载中', { exact: true }))).toBeVisible();
  await expect(rows).toHaveCount(0);
  release();
  await expect(page.locator('[data-order-row="506001"]')).toBeVisible();
  await expect(page.locator('[data-order-row^="501"]')).toHaveCount(0);
});
