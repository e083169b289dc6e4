import type { Page } from '@playwright/test';
import { MOCK_URL, expect, holdRequests, recordLayoutShifts, test } from './support';
import { signedIn } from './records-support';

const topNavDot = (page: Page) => page.getByRole('navigation', { name: '主导航' }).locator('.top-nav__dot');
const menuDot = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('img', { name: '有未读消息' });

/** The month after a yyyy-MM month. */
function nextMonth(month: string) {
  const [y, m] = month.split('-').map(Number);
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

test('the wallet shows the balances, refuses next month and names an order deduction', async ({ page, request }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/wallet');
  await expect(page.getByRole('group', { name: '余额' })).toContainText('1,280.00');
  await expect(page.getByRole('group', { name: '优惠金' })).toContainText('200.00');
  await expect(page.getByRole('group', { name: '保证金' })).toContainText('5,000.00');

  const picker = page.getByLabel('选择月份');
  const current = (await picker.getAttribute('max')) as string;
  await expect(picker).toHaveValue(current);
  const list = page.getByRole('list', { name: '交易明细' });
  const deduction = list.getByRole('listitem').filter({ hasText: '订单扣费' }).first();
  await expect(deduction).toBeVisible();

  // The order's name as the orders API gives it for the first deduction shown.
  await deduction.getByRole('button', { name: '查看详情' }).click();
  const orderId = await deduction.getByRole('definition').nth(1).textContent();
  const answer = await request.get(`${MOCK_URL}/v2/orders/${orderId}?simple=1`, { headers: { Authorization: 'Bearer demo-merchant' } });
  const { orderName } = (await answer.json()).data as { orderName: string };
  await expect(deduction).toContainText(`订单：${orderName}`);
  await expect(deduction.getByRole('definition').nth(2)).toHaveText(orderName);
  await deduction.getByRole('button', { name: '收起详情' }).click();
  await expect(deduction.getByRole('button', { name: '查看详情' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('img', { name: /^本月收入 [\d,.]+ 元，支出 [\d,.]+ 元$/ })).toBeVisible();

  await picker.fill(nextMonth(current));
  await expect(page.getByText('不能选择未来的月份')).toBeVisible();
  await expect(page.getByRole('heading', { name: `${current.replace('-', '年')}月交易明细` })).toBeVisible();
  await expect(deduction).toBeVisible();
});

test('newco’s wallet is empty and zero', async ({ page }) => {
  await signedIn(page, 'newco');
  await page.goto('/personal/wallet');
  await expect(page.getByRole('group', { name: '余额' })).toContainText('0.00');
  await expect(page.getByText('暂无数据')).toBeVisible();
});

test('opening the unread messages clears the dot in the top navigation without a reload', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/mailer');
  await expect(topNavDot(page)).toBeVisible();
  await expect(menuDot(page)).toBeVisible();
  const unread = page.getByRole('list', { name: '消息列表' }).getByRole('button', { name: /未读/ });
  await expect(unread).toHaveCount(2);

  // The opened message stops being unread at once, so it is held by its details id, not by 未读.
  const details = await unread.first().getAttribute('aria-controls');
  const first = page.locator(`button[aria-controls="${details}"]`);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  const opened = page.getByRole('listitem').filter({ has: page.locator('[aria-expanded="true"]') });
  await expect(opened.getByRole('term').first()).toBeVisible();
  await expect(unread).toHaveCount(1);
  // One unread message is left, so the dot stays.
  await expect(topNavDot(page)).toBeVisible();

  await unread.first().click();
  await expect(unread).toHaveCount(0);
  await expect(topNavDot(page)).toHaveCount(0);
  await expect(menuDot(page)).toHaveCount(0);
});

test('全部已读 reads every message and the list scrolls to its end', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/mailer');
  const items = page.getByRole('list', { name: '消息列表' }).getByRole('listitem');
  await expect(items).toHaveCount(15);
  await page.getByRole('button', { name: '全部已读' }).click();
  await expect(topNavDot(page)).toHaveCount(0);
  await expect(page.getByRole('list', { name: '消息列表' }).getByRole('button', { name: /未读/ })).toHaveCount(0);
  await expect(items).toHaveCount(15);
  await page.mouse.wheel(0, 10_000);
  await expect(items).toHaveCount(20);
  await expect(page.getByText('没有更多了')).toBeVisible();
});

test('on a phone, the first appeals load above the list, and nothing on the screen moves when they come', async ({ page }) => {
  // The first page's spinner stood in the footer under the empty list, and the appeals pushed it
  // down the screen: a layout shift of 0.047 (FirstPageLoading in src/ui/components/content/list-footer.tsx).
  await page.setViewportSize({ width: 412, height: 823 });
  await signedIn(page, 'merchant');
  const release = await holdRequests(page, '/v2/account/fin-payment-complaint');
  await page.goto('/personal/appeal');
  const list = page.getByRole('list', { name: '申诉列表' });
  await expect(page.getByRole('status', { name: '加载中', exact: true })).toBeVisible();
  await expect(list).toHaveAttribute('aria-busy', 'true');
  const shifted = await recordLayoutShifts(page);
  release();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('没有更多了')).toBeVisible();
  await expect(page.getByRole('status', { name: '加载中', exact: true })).toHaveCount(0);
  expect(await shifted()).toBeLessThan(0.005);
});

test('an appeal’s evidence loads with the token in a header and in no URL', async ({ page }) => {
  const session = await signedIn(page, 'merchant');
  const urls: string[] = [];
  const evidenceAuth: (string | undefined)[] = [];
  page.on('request', (r) => {
    urls.push(r.url());
    if (r.url().includes('/account/pic-file')) evidenceAuth.push(r.headers().authorization);
  });
  await page.goto('/personal/appeal');
  const appeals = page.getByRole('list', { name: '申诉列表' }).getByRole('listitem');
  await expect(appeals).toHaveCount(2);
  await expect(appeals.first()).toContainText('审核中');
  await appeals.first().getByRole('button', { name: '查看详情' }).click();

  for (const name of ['申诉凭证1', '申诉凭证2']) {
    const image = appeals.first().getByRole('img', { name });
    await expect(image).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  expect(evidenceAuth).toEqual([`Bearer ${session.access_token}`, `Bearer ${session.access_token}`]);
  const leaking = urls.filter((u) => u.includes(session.access_token) || /[?&](access_)?token=/i.test(u));
  expect(leaking).toEqual([]);
  await expect(appeals.nth(1)).toContainText('申诉成功');
});
