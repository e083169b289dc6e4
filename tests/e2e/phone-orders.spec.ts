import type { Locator, Page } from '@playwright/test';
import { expect, holdRequests, test, useDemoSession } from './support';
import { openOrders, row, toast } from './orders-support';

// Issue 59: a merchant at a building site, on a phone (390 x 844, touch).
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const height = async (locator: Locator) => (await locator.boundingBox())?.height ?? 0;

/** The element that has the focus, as its tag and accessible text; `body` when focus fell to the page. */
const focused = (page: Page) => page.evaluate(() => (document.activeElement === document.body || !document.activeElement ? 'body' : `${document.activeElement.tagName} ${document.activeElement.textContent ?? ''}`));

test("an order's owner can be called with one tap: 拨打 is a tel: link beside 复制, both 32 px high", async ({ page }) => {
  await openOrders(page);
  // An accepted order: its owner's number shows in full.
  const order = row(page, 501002);
  await order.getByRole('button', { name: '查看详情' }).click();
  const call = order.getByRole('link', { name: /^拨打1\d{10}$/ });
  await expect(call).toBeVisible();
  const phone = (await call.getAttribute('aria-label'))?.slice(2);
  await expect(call).toHaveAttribute('href', `tel:${phone}`);
  const copy = order.getByRole('button', { name: `复制手机号${phone}` });
  await expect(copy).toBeVisible();
  expect(await height(call)).toBeGreaterThanOrEqual(32);
  expect(await height(copy)).toBeGreaterThanOrEqual(32);
});

test('the filters fold into one 筛选 button whose sheet holds them and which counts those on', async ({ page }) => {
  await openOrders(page);
  // On the page itself only 筛选: the search box, designer filter and time chips are in its sheet.
  await expect(page.getByLabel('搜索订单')).toHaveCount(0);
  await expect(page.getByRole('group', { name: '时间筛选' })).toHaveCount(0);
  await page.getByRole('button', { name: '筛选', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: '筛选' });
  await expect(sheet.getByLabel('搜索订单')).toBeVisible();
  await sheet.getByRole('button', { name: '近一周' }).click();
  await expect(sheet.getByRole('button', { name: '近一周' })).toHaveAttribute('aria-pressed', 'true');
  await sheet.getByLabel('全部设计师').selectOption({ index: 1 });
  await sheet.getByRole('button', { name: '完成' }).click();
  await expect(sheet).toBeHidden();
  await expect(page.getByRole('button', { name: '筛选（2）' })).toBeVisible();
  // Back to all time: one filter is on.
  await page.getByRole('button', { name: '筛选（2）' }).click();
  await sheet.getByRole('button', { name: '全部时间' }).click();
  await sheet.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('button', { name: '筛选（1）' })).toBeVisible();
});

test('at least three orders show on the first screen of 订单', async ({ page }) => {
  await openOrders(page);
  await expect(page.locator('[data-order-row]').nth(3)).toBeAttached();
  const inView = await page.locator('[data-order-row]').evaluateAll((rows) =>
    rows.filter((r) => {
      const box = r.getBoundingClientRect();
      return box.top >= 0 && box.bottom <= window.innerHeight;
    }).length,
  );
  expect(inView).toBeGreaterThanOrEqual(3);
});

test('focus follows a row action: after 接单, 分配 and 写反馈 it stays in the order, never on the page body', async ({ page }) => {
  await openOrders(page);
  const accepted = row(page, 501001);
  await accepted.getByRole('button', { name: '接单' }).click();
  await expect(accepted.getByTestId('order-status')).toHaveText('已接单');
  await expect(accepted.locator(':focus')).toHaveCount(1);
  expect(await focused(page)).not.toBe('body');

  const assigned = row(page, 501002);
  await assigned.getByRole('button', { name: '分配', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '选择设计师' });
  await dialog.getByRole('button', { name: '周婷' }).click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(toast(page, '分配成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(assigned.locator(':focus')).toHaveCount(1);
  expect(await focused(page)).not.toBe('body');

  await assigned.getByRole('button', { name: '写反馈' }).click();
  const feedback = page.getByRole('dialog', { name: '填写反馈' });
  await feedback.getByRole('button', { name: '已量房' }).click();
  await feedback.getByRole('button', { name: '提交' }).click();
  await expect(toast(page, '发表反馈成功')).toBeVisible();
  await expect(feedback).toBeHidden();
  await expect(assigned.locator(':focus')).toHaveCount(1);
  expect(await focused(page)).not.toBe('body');
});

test("a tap on 订单 asks for the first page of orders at once, while the screen's files are still on their way, and only once", async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  await expect(page.getByRole('list', { name: '最新订单列表' }).getByRole('link').first()).toBeVisible();
  const firstPages: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === '/v2/orders' && url.searchParams.get('offset') === '0') firstPages.push(url.search);
  });
  // The order screen's own file (src/ui/routes/order.tsx) is held until the list has been answered.
  const release = await holdRequests(page, /^\/assets\/order-[\w-]{8}\.js$/);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/orders');
  const bar = page.getByRole('navigation', { name: '主导航' });
  await bar.getByRole('button', { name: '菜单' }).tap();
  await bar.getByRole('link', { name: '订单', exact: true }).tap();
  await answered;
  release();
  await expect(page.locator('[data-order-row]').first()).toBeVisible();
  // The screen shows the answer the tap asked for; it does not ask again as it mounts.
  expect(firstPages).toEqual(['?limit=10&offset=0&type=99']);
});
