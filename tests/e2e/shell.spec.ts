import { expect, test, useDemoSession } from './support';

const nav = (page: import('@playwright/test').Page) => page.getByRole('navigation', { name: '主导航' });

test('a main account sees every module, the Q&A notice and the download QR code', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: '订单' })).toHaveAttribute('href', '/order');
  await expect(nav(page).getByRole('link', { name: '效果图' })).toHaveAttribute('href', '/picture');
  await expect(nav(page).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/personal/orderData');
  await nav(page).getByRole('button', { name: '问答' }).click();
  await expect(page.getByText('正在装修，尽情期待').first()).toBeVisible();
  await nav(page).getByRole('button', { name: '下载APP' }).hover();
  const qr = page.getByRole('dialog', { name: '扫码下载商家APP' });
  await expect(qr.locator('svg')).toBeVisible();
  await expect(page.getByRole('complementary', { name: '营业执照提醒' })).toHaveCount(0);
});

test('a viewer sub-account has no renderings: the entry says 暂无该权限', async ({ page }) => {
  await useDemoSession(page, 'viewer');
  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: '效果图' })).toHaveCount(0);
  await nav(page).getByRole('button', { name: '效果图' }).click();
  await expect(page.getByText('暂无该权限')).toBeVisible();
  await expect(nav(page).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/personal/enterpriseInfo');
});

test('a group account gets the group order list and group info', async ({ page }) => {
  await useDemoSession(page, 'group');
  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: '订单' })).toHaveAttribute('href', '/grouporder');
  await expect(nav(page).getByRole('link', { name: '个人中心' })).toHaveAttribute('href', '/personal/groupInfo');
  await expect(page.getByRole('complementary', { name: '营业执照提醒' })).toHaveCount(0);
});

test('a company without an approved licence sees the reminder banner', async ({ page }) => {
  await useDemoSession(page, 'newco');
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: '营业执照提醒' });
  await expect(banner).toContainText('统一社会信用代码');
  await expect(banner.getByRole('link', { name: '去完善' })).toHaveAttribute('href', '/personal/updateBusinessInfo');
});
