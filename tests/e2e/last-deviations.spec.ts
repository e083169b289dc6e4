import type { Page, Request } from '@playwright/test';
import { DEMO_PASSWORD, expect, signIn, test, useDemoSession } from './support';

// Issue 55, items 4, 6, 7, 8 and 11 (item 3, the wallet's figures under 加载失败: load-failures.spec.ts).

const topNav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
/**
 * Records every error toast the page shows (an error toast is an alert of the toast region; the
 * others are statuses), also those gone again by the time the test reads them.
 */
async function recordErrorToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: Element[] = [];
    (window as unknown as { errorToasts: Element[] }).errorToasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[aria-label^="消息提示"] [role="alert"]')) if (!seen.includes(toast)) seen.push(toast);
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { errorToasts: Element[] }).errorToasts.map((t) => t.textContent ?? ''));
}

/** The methods of the requests to one path, in the order the page sent them. */
function methodsTo(page: Page, path: string) {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname === path) seen.push(r.method());
  });
  return seen;
}

/** A demo session with the first-visit menu guide of the personal centre marked seen. */
async function sessionAs(page: Page, username: string) {
  const { user_id } = await useDemoSession(page, username);
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), user_id);
}

test('a fast scroll asks for each page of the order list once', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  const offsets: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/v2/orders' && r.method() === 'GET') offsets.push(url.searchParams.get('offset') ?? '');
  });
  const cdp = await page.context().newCDPSession(page);
  // Three times from the top: before, one page was asked for twice in about half of the runs.
  for (let run = 0; run < 3; run++) {
    offsets.length = 0;
    await page.goto('/order');
    await expect(page.locator('[data-order-row]').first()).toBeVisible();
    // A merchant's phone or a busy laptop: React renders the list as loading a little later.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    // A fast hand: in each frame several scrolls to the bottom (and a resize) in one task, until
    // the end line shows. Before, a check that came before React had rendered the list as loading
    // asked for the page again (TanStack Query cancelled the first request and sent a second).
    await page.evaluate(async () => {
      const frame = () => new Promise((next) => requestAnimationFrame(next));
      const ended = () => document.querySelector('[data-testid="list-end"]') !== null;
      for (let i = 0; i < 3000 && !ended(); i++) {
        for (let j = 0; j < 3; j++) {
          window.scrollTo(0, document.documentElement.scrollHeight);
          window.dispatchEvent(new Event('resize'));
        }
        await frame();
      }
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.getByTestId('list-end')).toBeVisible();
    expect(offsets.length).toBeGreaterThan(3);
    // Each page exactly once, in order.
    expect(offsets, `run ${run + 1}`).toEqual([...new Set(offsets)].sort((a, b) => Number(a) - Number(b)));
  }
  await cdp.detach();
});

test('saving an edited 未通过 article says 修改成功! alone and reads the article no more', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  const seen = methodsTo(page, '/v2/companies/articles/304');
  await page.goto('/article/add?id=304');
  await expect(page.getByRole('heading', { name: '编辑文章' })).toBeVisible();
  await page.getByLabel('文章标题').fill('瓷砖选购避坑指南大全（第二版）');
  const saved = expect(page.getByText('修改成功!')).toBeVisible();
  await page.getByRole('button', { name: '发布' }).click();
  await saved;
  await expect(page).toHaveURL(/\/article$/);
  await expect(page.getByRole('tabpanel', { name: '全部' }).getByRole('article').first()).toBeVisible();
  // The page re-read the article after the PUT and warned on its new status (待审核).
  expect(seen.slice(seen.indexOf('PUT'))).toEqual(['PUT']);
  await expect(page.getByText('只有未通过状态才能编辑，其他状态不能编辑操作!')).toHaveCount(0);
});

test('titles: 编辑文章 when an article is edited, 页面不存在 on the not-found page', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/article/add');
  await expect(page.getByRole('heading', { name: '发布文章' })).toBeVisible();
  await expect(page).toHaveTitle('发布文章 - 商家中心');
  await page.goto('/article/add?id=304');
  await expect(page.getByRole('heading', { name: '编辑文章' })).toBeVisible();
  await expect(page).toHaveTitle('编辑文章 - 商家中心');
  for (const path of ['/no-such-page', '/personal/noSuchScreen']) {
    await page.goto(path);
    await expect(page.getByText('抱歉，您访问的页面不存在')).toBeVisible();
    await expect(page).toHaveTitle('页面不存在 - 商家中心');
  }
});

test('个人中心 is the current entry of the top navigation on every screen of the personal centre', async ({ page }) => {
  await sessionAs(page, 'merchant');
  const current = topNav(page).locator('[aria-current="page"]');
  for (const path of ['/personal/orderData', '/personal/wallet', '/personal/accountAdd?id=1002']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(current).toHaveText(['个人中心']);
    await expect(topNav(page).getByRole('link', { name: '个人中心' })).toHaveAttribute('data-status', 'active');
  }
  await topNav(page).getByRole('link', { name: '订单' }).click();
  await expect(page).toHaveURL(/\/order/);
  await expect(current).toHaveText(['订单']);
});

test('an unchanged designer profile is not sent: 您没有修改任何内容; a changed one is, once', async ({ page }) => {
  await sessionAs(page, 'designer');
  const seen = methodsTo(page, '/v2/users/sub-designer/1002');
  await page.goto('/personal/personalInfo');
  await expect(page.getByRole('textbox', { name: '毕业院校' })).toHaveValue('中国美术学院');
  const save = page.getByRole('button', { name: '保存' });
  await save.click();
  await expect(page.getByText('您没有修改任何内容')).toBeVisible();
  await expect(save).toBeEnabled();
  expect(seen).not.toContain('PUT');
  await expect(page.getByText('修改成功!')).toHaveCount(0);

  await page.getByRole('textbox', { name: '设计口号' }).fill('让家更懂你');
  const saved = expect(page.getByText('修改成功!')).toBeVisible();
  await save.click();
  await saved;
  expect(seen.filter((m) => m === 'PUT')).toHaveLength(1);
  // What was saved is the new starting point: saving it again sends nothing.
  await save.click();
  await expect(page.getByText('您没有修改任何内容')).toBeVisible();
  await expect(save).toBeEnabled();
  expect(seen.filter((m) => m === 'PUT')).toHaveLength(1);
});

/** Opens the edit of 李设计 (1002) and changes one permission, so that 提交 is enabled. */
async function editDesignerAccount(page: Page) {
  await sessionAs(page, 'merchant');
  await page.goto('/personal/accountAdd?id=1002');
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李设计');
  await page.getByRole('textbox', { name: '姓名' }).fill('李大设计');
  const submit = page.getByRole('button', { name: '提交' });
  await expect(submit).toBeEnabled();
  return submit;
}

test('a sub-account save that gets no answer says 提交失败, once, and keeps what was typed', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/ERR_FAILED/);
  const toasts = await recordErrorToasts(page);
  const submit = await editDesignerAccount(page);
  await page.route('**/v2/users/sub-account/1002', (route) => (route.request().method() === 'PUT' ? route.abort('failed') : route.continue()));
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: '提交失败' })).toBeVisible();
  await expect(submit).toBeEnabled();
  // The request layer's 请检查网络再重新连接 stood beside it: two red toasts for one failure.
  expect(await toasts()).toEqual(['提交失败']);
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李大设计');
});

test('a sub-account save the server fails says the error catalogue’s words, once', async ({ page, consoleErrors }) => {
  consoleErrors.allow(/status of 500/);
  const toasts = await recordErrorToasts(page);
  const submit = await editDesignerAccount(page);
  await page.route('**/v2/users/sub-account/1002', (route) =>
    route.request().method() === 'PUT' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }) : route.continue(),
  );
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: '服务器内部错误' })).toBeVisible();
  await expect(submit).toBeEnabled();
  // 提交失败 followed the catalogue's message.
  expect(await toasts()).toEqual(['服务器内部错误']);
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李大设计');
});

test('the forced password change keeps 记住密码: the account and the new password are remembered', async ({ page }) => {
  await signIn(page, 'mustchange', DEMO_PASSWORD, { remember: true });
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('当前密码').fill(DEMO_PASSWORD);
  await dialog.getByLabel('新密码').fill('Remember123');
  await dialog.getByLabel('确认密码').fill('Remember123');
  const changed = expect(page.getByText('修改成功!')).toBeVisible();
  await dialog.getByRole('button', { name: '确定' }).click();
  await changed;
  await expect(page).toHaveURL(/\/$/);
  await topNav(page).getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('tab', { name: '账号登录' }).click();
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('mustchange');
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue('Remember123');
  await expect(page.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
  // What is remembered signs in.
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: '修改密码' })).toHaveCount(0);
});
