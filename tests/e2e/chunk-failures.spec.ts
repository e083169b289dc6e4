import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test, useDemoSession } from './support';
import { arrange, openOrders, row } from './orders-support';

// Parts of a screen on chunks of their own (src/ui/components/lazy-part.tsx, toaster.tsx). With
// React's lazy, a chunk that did not arrive was thrown to the route's error boundary, which
// replaced the whole screen, and what was typed on it, with 页面出错了. Now it fails its part alone.

/**
 * What the browser says about a chunk that did not arrive; nothing else may reach the console: the
 * user has been told, and the app does not log it as an error (rootErrorOptions' onCaughtError).
 */
const CHUNK_LINES = [/Failed to load resource/];
const NO_ANSWER = '请检查网络再重新连接';

/**
 * Makes the chunks matching `glob` fail to arrive, and counts the requests it failed: a test
 * asserts the count after the failure shows, so a chunk that is never asked for (renamed, inlined,
 * or not needed by the step any more) fails the test instead of letting it pass without a failure.
 */
async function failChunk(page: Page, glob: string) {
  const failed = { count: 0 };
  await page.route(glob, (route) => {
    failed.count += 1;
    return route.abort();
  });
  return {
    /** Every later request for the chunk arrives again. */
    restore: () => page.unroute(glob),
    /** At least one request for the chunk was failed. */
    wasFailed: () => expect.poll(() => failed.count, { message: `no request for ${glob} was made` }).toBeGreaterThan(0),
  };
}

test('a message whose toast chunk does not arrive shows all the same, and the sign-in screen keeps what was typed', async ({ page, consoleErrors }) => {
  consoleErrors.allow(...CHUNK_LINES, /status of 400 .*\/v2\/oauth\/token/);
  const chunk = await failChunk(page, '**/assets/toaster-view-*.js');
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
  await page.getByLabel('密码', { exact: true }).fill('Wrong1234');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
  await chunk.wasFailed();
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('merchant');
  // The line goes after the message's time, as a toast does.
  await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toHaveCount(0);
  // With the file back, the next message is a toast again.
  await chunk.restore();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByRole('region', { name: /消息提示/ }).getByText('用户名或密码错误')).toBeVisible();
});

test('an editor whose chunk does not arrive fails alone: the article keeps its title, and 重试 brings the editor', async ({ page, consoleErrors }) => {
  consoleErrors.allow(...CHUNK_LINES);
  await useDemoSession(page, 'merchant');
  const chunk = await failChunk(page, '**/assets/rich-text-editor-*.js');
  await page.goto('/article/add');
  await page.getByLabel('文章标题').fill('厨房装修的五个细节');
  await expect(page.getByRole('alert').filter({ hasText: '编辑器加载失败' })).toBeVisible();
  await expect(page.getByText(NO_ANSWER, { exact: true }).first()).toBeVisible();
  await chunk.wasFailed();
  await chunk.restore();
  await page.getByRole('button', { name: '重试' }).click();
  await expect(page.getByLabel('正文')).toBeVisible();
  await expect(page.getByLabel('文章标题')).toHaveValue('厨房装修的五个细节');
});

// A sign-in needs two files after the first paint: TanStack Query's core, which its mutation
// loads (useLateMutation), and the steps after it (post-login-flow).
for (const [what, chunk] of [
  ['TanStack Query core', '**/assets/late-mutation-core-*.js'],
  ['next step', '**/assets/post-login-flow-*.js'],
])
  test(`a sign-in whose ${what} does not arrive is left undone and said so, the form kept; 登录 again finishes it`, async ({ page, consoleErrors }) => {
    consoleErrors.allow(...CHUNK_LINES);
    const failed = await failChunk(page, chunk);
    await signIn(page, 'merchant');
    await expect(page.getByText(NO_ANSWER, { exact: true }).first()).toBeVisible();
    await failed.wasFailed();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('merchant');
    await expect(page.getByLabel('密码', { exact: true })).toHaveValue(DEMO_PASSWORD);
    await failed.restore();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  });

test('an expiry whose dialog does not arrive is said as a message, on /login', async ({ page, consoleErrors }) => {
  consoleErrors.allow(...CHUNK_LINES);
  await useDemoSession(page, 'merchant');
  const chunk = await failChunk(page, '**/assets/session-expired-dialog-*.js');
  // Every signed-in call now answers 20201: the token is gone on the server side.
  await page.context().addCookies([{ name: 'session_token', value: 'expired-token', domain: '127.0.0.1', path: '/' }]);
  await page.goto('/');
  await expect(page.getByText('登录已过期，请再次登录', { exact: true }).first()).toBeVisible();
  await chunk.wasFailed();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
});

test('a first visit to /login signs in without the router: its files are not needed until the user leaves, and a leave whose files do not arrive keeps the screen', async ({
  page,
  consoleErrors,
}) => {
  // The sign-in screen of login.html is hydrated without TanStack Router (src/ui/app/sign-in-first.tsx);
  // the app, with the router, is started when the user leaves it. The router's two start-up chunks
  // do not arrive here, and the screen works all the same.
  consoleErrors.allow(/Failed to load resource/);
  const routerFiles = await Promise.all(['**/assets/app-root-*.js', '**/assets/router-*.js'].map((glob) => failChunk(page, glob)));
  await page.goto('/login');
  // Hydrated: the tabs answer, a field says what is wrong, what was typed stays.
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page.getByText('请输入密码')).toBeVisible();
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  // Leaving needs the router: told as a call without an answer, still on the screen with what was typed.
  await page.getByRole('link', { name: '注册' }).click();
  await expect(page.getByText(NO_ANSWER, { exact: true }).first()).toBeVisible();
  await routerFiles[0].wasFailed();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('merchant');
  // With the files back, the link hands the page over to the app, at its destination; back is the router's /login.
  for (const files of routerFiles) await files.restore();
  await page.getByRole('link', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: '商家注册' })).toBeVisible();
  await expect(page).toHaveTitle('注册 - 商家中心');
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page).toHaveTitle('登录 - 商家中心');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
});

// The dialogs of / and /order are parts of their own, loaded when one first opens (issue 13: they
// were a fifth of what /order loaded before its first screen). A dialog whose chunk does not
// arrive is said so and closed: the next click opens it.
test('an order dialog whose chunk does not arrive is said so and stays closed; the next click opens it', async ({ page, consoleErrors }) => {
  consoleErrors.allow(...CHUNK_LINES);
  const chunk = await failChunk(page, '**/assets/order-dialogs-*.js');
  await openOrders(page);
  const reject = row(page, 501001).getByRole('button', { name: '拒绝' });
  await reject.click();
  await expect(page.getByText(NO_ANSWER, { exact: true }).first()).toBeVisible();
  await chunk.wasFailed();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await chunk.restore();
  await reject.click();
  await expect(page.getByRole('alertdialog')).toContainText('请确定是否拒绝该订单');
});

test('自定义 whose calendar does not arrive is said so; the next click opens the calendar', async ({ page, consoleErrors }) => {
  consoleErrors.allow(...CHUNK_LINES);
  const chunk = await failChunk(page, '**/assets/custom-range-dialog-*.js');
  await openOrders(page);
  const custom = page.getByRole('group', { name: '时间筛选' }).getByRole('button', { name: '自定义' });
  await custom.click();
  await expect(page.getByText(NO_ANSWER, { exact: true }).first()).toBeVisible();
  await chunk.wasFailed();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await chunk.restore();
  await custom.click();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('a feedback reminder whose dialog does not arrive is said as a message, once', async ({ page, consoleErrors }) => {
  consoleErrors.allow(...CHUNK_LINES);
  await arrange(page, 'orders await feedback');
  const chunk = await failChunk(page, '**/assets/feedback-reminder-dialog-*.js');
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  await expect(page.getByText('您有订单等待反馈，请及时更新订单进度。', { exact: true }).first()).toBeVisible();
  await chunk.wasFailed();
  await expect(page.getByRole('dialog', { name: '反馈提醒' })).toHaveCount(0);
  // Told as a message, the reminder counts as given: the same day does not ask again.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('feedback_dialog_time'))).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('a headline whose dialog does not arrive is said so; opened again, it shows', async ({ page, consoleErrors }) => {
  consoleErrors.allow(...CHUNK_LINES);
  const chunk = await failChunk(page, '**/assets/headline-dialog-*.js');
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  // Focus pauses the ticker, so the item holds still; Enter opens it as a click does.
  const item = page.getByRole('region', { name: '头条' }).getByRole('button', { name: /关于规范订单反馈时效的通知/ }).first();
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText(NO_ANSWER, { exact: true }).first()).toBeVisible();
  await chunk.wasFailed();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await chunk.restore();
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: '关于规范订单反馈时效的通知' })).toContainText('24小时内联系业主');
});

// Issue 43: TanStack Router reloads the document when a screen's module fails to load (for a newer
// deployment); offline, that replaced the whole app with the browser's own offline page. Without a
// network the screen now fails in its place (src/ui/app/lazy-screen.ts) and loads once back online.
// The screen's file must not be in the HTTP cache: the kept profile (warm-context.ts) has it
// once any earlier test of the worker opened 效果图, and the screen then loads offline.
test.describe('with an empty HTTP cache', () => {
  test.use({ freshContext: true });

  test('offline, a screen not loaded yet says 网络不给力，请重试 inside the app, and loads when the network is back', async ({ page, context, consoleErrors }) => {
    consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
    await useDemoSession(page, 'merchant');
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: '主导航' });
    await expect(nav).toBeVisible();
    const appPage = page.url();
    await context.setOffline(true);
    await nav.getByRole('link', { name: '效果图' }).click();
    // The screen's own failure, in its place (a toast may say the same meanwhile).
    const failure = page.getByRole('main').getByRole('alert').filter({ hasText: '网络不给力，请重试' });
    await expect(failure).toBeVisible();
    await expect(failure.getByRole('button', { name: '重试' })).toBeVisible();
    // Still the app: its navigation is there, and the document was not reloaded.
    await expect(nav.getByRole('link', { name: '订单' })).toBeVisible();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(appPage).not.toBe(page.url());
    await context.setOffline(false);
    await expect(page.getByRole('heading', { level: 1, name: '效果图' })).toBeVisible();
    await expect(failure).toHaveCount(0);
    await expect(page.getByText('页面出错了')).toHaveCount(0);
  });
});

test('the start-up failure page loads the app again by itself when the browser comes back online', async ({ page, context, consoleErrors }) => {
  consoleErrors.allow(...CHUNK_LINES, /Failed to fetch dynamically imported module/);
  await useDemoSession(page, 'merchant');
  const stage = await failChunk(page, '**/assets/router-*.js');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '页面出错了' })).toBeVisible();
  await stage.wasFailed();
  await stage.restore();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.getByText('页面出错了')).toHaveCount(0);
});
