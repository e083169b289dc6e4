import type { Locator, Page } from '@playwright/test';
import { expect, test, useDemoSession } from './support';

// Issue 59: the personal centre on a phone (390 x 844, touch): cards instead of tables, focus that
// follows, and a refused submit that shows its first field to fix.
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** Signs in as a demo account with the first-visit menu guide already dismissed. */
async function openAs(page: Page, username: string, path: string) {
  const { user_id } = await useDemoSession(page, username);
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), user_id);
  await page.goto(path);
}

/** Whether the element lies within the screen's width (nothing cut off at its right edge). */
async function withinScreen(locator: Locator) {
  const box = await locator.boundingBox();
  expect(box, 'on the page').not.toBeNull();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
}

/** The page is as wide as the screen: nothing sticks out sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/** Focus did not fall to the page body. */
const focusKept = (page: Page) => expect.poll(() => page.evaluate(() => Boolean(document.activeElement) && document.activeElement !== document.body)).toBe(true);

test('子账号管理 is a card per sub-account with 编辑 and 解绑 on the screen, and they work', async ({ page }) => {
  await openAs(page, 'merchant', '/personal/accountlist');
  const cards = page.getByRole('list', { name: '子账号列表' });
  await expect(page.getByRole('table', { name: '子账号列表' })).toHaveCount(0);
  const card = cards.getByRole('listitem').filter({ hasText: '李设计' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('手机号');
  await expect(card).toContainText('子账号类型');
  await withinScreen(card.getByRole('button', { name: '编辑 李设计' }));
  await withinScreen(card.getByRole('button', { name: '解绑 李设计' }));
  expect(await pageWidth(page)).toBe(390);
  await card.getByRole('button', { name: '解绑 李设计' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('解绑成功!')).toBeVisible();
  await expect(cards.getByRole('listitem').filter({ hasText: '李设计' })).toHaveCount(0);
  await cards.getByRole('listitem').first().getByRole('button', { name: /^编辑 / }).click();
  await expect(page).toHaveURL(/\/personal\/accountAdd\?id=\d+$/);
});

test('优惠活动 is a card per promotion with 查看, 编辑 and 删除 on the screen, and they work', async ({ page }) => {
  await openAs(page, 'merchant', '/personal/promotions');
  await page.getByRole('tab', { name: '未通过' }).click();
  const cards = page.getByRole('list', { name: '优惠活动列表' });
  const card = cards.getByRole('listitem').filter({ hasText: '厨卫焕新套餐立省三千元起' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('状态');
  for (const name of ['查看', '编辑', '删除']) await withinScreen(card.getByRole(name === '查看' ? 'link' : 'button', { name }));
  expect(await pageWidth(page)).toBe(390);
  await card.getByRole('button', { name: '删除' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('请确认是否删除该条信息');
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('删除成功!')).toBeVisible();
  await expect(card).toHaveCount(0);
  await cards.getByRole('listitem').first().getByRole('link', { name: '查看' }).click();
  await expect(page).toHaveURL(/\/personal\/prodetails\?/);
});

test("子公司管理 is a card per subsidiary; the personal centre's other lists fit the screen", async ({ page }) => {
  await openAs(page, 'group', '/personal/subsidiary');
  const card = page.getByRole('list', { name: '子公司列表' }).getByRole('listitem').filter({ hasText: '华居装饰杭州分公司' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('所在地区');
  expect(await pageWidth(page)).toBe(390);
});

for (const path of ['/personal/slideshow', '/personal/honor', '/personal/appeal', '/personal/wallet', '/personal/mailer']) {
  test(`${path} fits a phone's width`, async ({ page }) => {
    await openAs(page, 'merchant', path);
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await pageWidth(page)).toBe(390);
  });
}

test('focus goes on after the captcha and 获取验证码, never to the page body', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '手机号' }).fill('13800000001');
  await page.getByRole('button', { name: '点击进行智能验证' }).click();
  await expect(page.getByText('验证通过')).toBeVisible();
  await expect(page.getByRole('button', { name: '获取验证码' })).toBeFocused();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: '验证码' })).toBeFocused();
});

const ADD_SCREENS: [user: string, list: string, button: string, first: (page: Page) => Locator][] = [
  ['merchant', '/personal/accountlist', '添加子账号', (page) => page.getByRole('heading', { name: '添加子账号' })],
  ['merchant', '/personal/promotions', '新增优惠活动', (page) => page.getByLabel('活动标题').or(page.getByRole('textbox').first()).first()],
  ['merchant', '/personal/slideshow', '添加轮播图', (page) => page.locator('form').locator('input, select, textarea').first()],
  ['group', '/personal/subsidiary', '添加子公司', (page) => page.getByLabel('公司名称')],
];

for (const [user, list, button, first] of ADD_SCREENS) {
  test(`opening ${button} puts the focus on its first field or its title`, async ({ page }) => {
    await openAs(page, user, list);
    await page.getByRole('button', { name: button }).click();
    await expect(first(page)).toBeFocused();
    await focusKept(page);
  });
}

test('企业信息: a refused submit scrolls to the first field to fix, focuses it and says how many when more than one', async ({ page }) => {
  await openAs(page, 'merchant', '/personal/enterpriseInfo');
  const phone = page.getByLabel('接单手机号');
  await phone.fill('12345');
  const submit = page.getByRole('button', { name: '提交' });
  await submit.scrollIntoViewIfNeeded();
  await expect(phone).not.toBeInViewport();
  await submit.click();
  await expect(phone).toBeFocused();
  await expect(phone).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: /项需要修改/ })).toHaveCount(0);

  await page.getByLabel('联系人').fill('');
  await submit.scrollIntoViewIfNeeded();
  await submit.click();
  await expect(page.getByLabel('联系人')).toBeFocused();
  await expect(page.getByLabel('联系人')).toBeInViewport();
  await expect(page.getByRole('status').filter({ hasText: '有 2 项需要修改' })).toBeAttached();
});
