import type { Page } from '@playwright/test';
import { expect, test } from './support';
import { signedIn } from './records-support';

// Issue 43: the screens reached from a menu screen highlighted no menu entry, and the tab title of
// a new promotion read 编辑优惠活动, of an edited sub-account 添加子账号.

const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });
/** The menu entries marked as the current one. */
const current = (page: Page) => menu(page).locator('a[aria-current="page"]');

async function expectOrientation(page: Page, entry: string, title: string) {
  await expect(current(page)).toHaveText([entry]);
  await expect(current(page)).toHaveAttribute('data-status', 'active');
  await expect(page).toHaveTitle(`${title} - 商家中心`);
}

test('a child screen highlights its parent menu entry, and its tab title says what it is', async ({ page }) => {
  await signedIn(page, 'merchant');
  const screens: [path: string, entry: string, title: string][] = [
    ['/personal/homepageadd', '轮播图', '公司首页轮播图'],
    ['/personal/cityHomeadd', '轮播图', '城市首页轮播图'],
    ['/personal/accountAdd', '子账号管理', '添加子账号'],
    ['/personal/accountAdd?id=1002', '子账号管理', '编辑子账号'],
    ['/personal/promotionsadd', '优惠活动', '新增优惠活动'],
    ['/personal/companyData', '订单数据', '公司数据'],
    ['/personal/promotions', '优惠活动', '优惠活动'],
  ];
  for (const [path, entry, title] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expectOrientation(page, entry, title);
  }
  await expect(page.getByRole('heading', { name: '新增优惠活动' })).toHaveCount(0);
});

test('a promotion opened from the list: 查看 and 编辑 keep 优惠活动 highlighted, and 编辑 is titled 编辑优惠活动', async ({ page }) => {
  await signedIn(page, 'merchant');
  await page.goto('/personal/promotions');
  await page.getByRole('tab', { name: '未通过' }).click();
  const row = page.getByRole('table', { name: '优惠活动列表' }).getByRole('row').nth(1);
  await row.getByRole('link', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/personal\/prodetails\?/);
  await expectOrientation(page, '优惠活动', '优惠活动详情');
  await page.goBack();
  await page.getByRole('tab', { name: '未通过' }).click();
  await page.getByRole('table', { name: '优惠活动列表' }).getByRole('row').nth(1).getByRole('button', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/personal\/promotionsadd\?.*id=/);
  await expect(page.getByRole('heading', { name: '编辑优惠活动' })).toBeVisible();
  await expectOrientation(page, '优惠活动', '编辑优惠活动');
});
