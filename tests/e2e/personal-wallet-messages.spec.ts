import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MOCK_URL, expect, test, useDemoSession } from './support';

const topNavDot = (page: Page) => page.getByRole('navigation', { name: '主导航' }).locator('.top-nav__dot');
const menuDot = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('img', { name: '有未读消息' });

/** A demo session with the first-visit guide already dismissed. */
async function signedIn(page: Page, username: string) {
  const session = await useDemoSession(page, username);
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), session.user_id);
  return session;
}

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

  const first = unread.first();
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

test('feedback is checked, sent once on a double click, and the form empties', async ({ page }) => {
  await signedIn(page, 'merchant');
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/v2/app/report')) posts++;
  });
  await page.goto('/personal/feedback');
  const name = page.getByRole('textbox', { name: '联系人' });
  await name.fill('Wang');
  await name.blur();
  await expect(page.getByText('只能输入汉字')).toBeVisible();
  await name.fill('王美居');
  await page.getByRole('textbox', { name: '手机号' }).fill('13800000001');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('请留下您宝贵的意见', { exact: true }).and(page.getByRole('alert'))).toBeVisible();
  await expect(name).toHaveValue('王美居');

  await page.getByRole('textbox', { name: '反馈内容' }).fill('希望订单列表可以按小区筛选。');
  await page.getByRole('button', { name: '提交' }).dblclick();
  await expect(page.getByText('提交成功')).toBeVisible();
  await expect(name).toHaveValue('');
  expect(posts).toBe(1);
  // Sent: leaving asks nothing.
  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '用户协议' }).click();
  await expect(page.getByRole('heading', { name: '用户协议', level: 2 })).toBeVisible();
});

test('leaving feedback with unsaved text asks first', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/feedback');
  await page.getByRole('textbox', { name: '反馈内容' }).fill('还没写完');
  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '钱包' }).click();
  const ask = page.getByRole('alertdialog', { name: '内容有编辑，未提交' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/personal\/feedback$/);
  await expect(page.getByRole('textbox', { name: '反馈内容' })).toHaveValue('还没写完');
});

test('the agreement shows the registration agreement’s text', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/agreement');
  await expect(page.getByRole('heading', { name: '用户协议', level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '一、协议的范围' })).toBeVisible();
});

const SCREENS = { wallet: '钱包', mailer: '消息中心', appeal: '我的申诉', feedback: '意见反馈', agreement: '用户协议' };
for (const [path, title] of Object.entries(SCREENS)) {
  test(`/personal/${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto(`/personal/${path}`);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const toggle = page.getByRole('button', { name: '查看详情' }).first();
    if (await toggle.isVisible()) await toggle.click();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`)).toEqual([]);
  });
}
