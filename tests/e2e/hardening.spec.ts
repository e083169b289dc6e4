import type { Page } from '@playwright/test';
import { expect, test, useDemoSession } from './support';
import { pngFile } from './content-images';

/** Issue 9 in the browser: a wrong answer never blanks a page; picked images survive going offline. */

const BUSY = '服务器繁忙，请稍候再试';
const REPORT = /\[api\] unexpected answer from GET \/orders/;

/** Answers every order list with `order` replaced by what `bad` makes of the real list. */
async function breakOrderLists(page: Page, bad: (orders: unknown[]) => unknown) {
  await page.route(/\/v2\/orders\?/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.data.items.order = bad(body.data.items.order);
    await route.fulfill({ response, json: body });
  });
}

/** Console reports of the wrong answer: exactly one per call site, however often it comes. */
function reports(page: Page) {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && REPORT.test(m.text())) seen.push(m.text());
  });
  return seen;
}

test.describe('a wrong order list answer', () => {
  test('order: [null, ...] on /order: 暂无订单！, the generic toast, the navigation stays, one report', async ({ page, consoleErrors }) => {
    consoleErrors.allow(REPORT);
    const seen = reports(page);
    await useDemoSession(page, 'merchant');
    await breakOrderLists(page, (orders) => [null, ...orders]);
    await page.goto('/order');
    await expect(page.getByText('暂无订单！')).toBeVisible();
    await expect(page.getByText(BUSY).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByText('页面出错了')).toHaveCount(0);
    await page.getByRole('tab', { name: '待接单' }).click();
    await expect(page.getByText('暂无订单！')).toBeVisible();
    expect(seen).toHaveLength(1);
  });

  test('order: "str" shows no fake row', async ({ page, consoleErrors }) => {
    consoleErrors.allow(REPORT);
    await useDemoSession(page, 'merchant');
    await breakOrderLists(page, () => 'str');
    await page.goto('/order');
    await expect(page.getByText('暂无订单！')).toBeVisible();
    await expect(page.locator('[data-order-row]')).toHaveCount(0);
  });

  test('the home page keeps its navigation and the rest of its content', async ({ page, consoleErrors }) => {
    consoleErrors.allow(REPORT);
    await useDemoSession(page, 'merchant');
    await breakOrderLists(page, (orders) => [null, ...orders]);
    await page.goto('/');
    await expect(page.getByText(BUSY).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByText('页面出错了')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '订单' })).toBeVisible();
  });
});

test('album create while offline keeps the picked images; a retry after reconnecting uploads them', async ({ page, context, consoleErrors }) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await useDemoSession(page, 'merchant');
  await page.goto('/picture/create');
  await page.getByLabel('组图标题').fill('离线时创建的组图');
  await page.getByRole('combobox', { name: '户型', exact: true }).selectOption({ label: '二居' });
  await page.getByLabel('选择图片').setInputFiles([1, 2, 3, 4, 5].map((n) => pngFile(`off${n}.png`, 200, 700)));
  await expect(page.getByRole('group', { name: '第5张图片' })).toBeVisible();

  await context.setOffline(true);
  await page.getByRole('button', { name: '提交' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('网络出现问题，您需要重新发布');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByLabel('组图标题')).toHaveValue('离线时创建的组图');
  await expect(page.getByRole('group', { name: /^第\d张图片$/ })).toHaveCount(5);

  await context.setOffline(false);
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('创建成功!')).toBeVisible({ timeout: 20_000 });
  await page.getByRole('tab', { name: '待审核' }).click();
  await expect(page.getByRole('article', { name: '离线时创建的组图' })).toBeVisible();
});
