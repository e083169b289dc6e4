import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, test } from './support';
import { signedIn } from './records-support';
import { screenSettled } from './a11y-support';

// Issue 43: under npm start, React's strict mode ran the effects behind the sign-in's
// check-unregister and checkTime and the personal centre's user index twice; they are one call
// each now (a route's onEnter; src/application/in-flight.ts joins a call under way). This
// production build runs no effect twice: here the counts hold the line. A double click on
// 全部已读 sent it twice, in any build.

/** Counts the app's API requests by method and path from now on. */
function countRequests(page: Page) {
  const asked = new Map<string, number>();
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith('/v2/')) return;
    const key = `${r.method()} ${url.pathname}`;
    asked.set(key, (asked.get(key) ?? 0) + 1);
  });
  return (key: string) => asked.get(key) ?? 0;
}

test('signing in asks each of its questions once; entering the personal centre reads the user index once more', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('merchant-menu-guide:1001', '1'));
  const asked = countRequests(page);
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('heading', { name: '最新订单' })).toBeVisible();
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '个人中心' }).click();
  await expect(page.getByRole('heading', { name: '效果图概况' })).toBeVisible();
  await screenSettled(page);
  // The sign-in's, and the personal centre's on entry (a changed menu_list shows without a reload).
  await expect.poll(() => asked('GET /v2/users/index')).toBeGreaterThanOrEqual(2);
  expect(asked('GET /v2/users/index')).toBe(2);
  expect(asked('GET /v2/notify/point/type')).toBe(2);
  expect(asked('GET /v2/users/check-unregister/1001')).toBe(1);
  expect(asked('GET /v2/orders/checkTime')).toBe(1);
});

test('a double click on 全部已读 sends it once', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/mailer');
  await expect(page.getByRole('list', { name: '消息列表' }).getByRole('listitem').first()).toBeVisible();
  const asked = countRequests(page);
  const readAll = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/notify/msg-box/read-all');
  await page.getByRole('button', { name: '全部已读' }).dblclick();
  await readAll;
  await expect(page.getByRole('button', { name: '全部已读' })).toBeEnabled();
  await screenSettled(page);
  expect(asked('PUT /v2/notify/msg-box/read-all')).toBe(1);
});
