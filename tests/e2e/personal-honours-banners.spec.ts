import type { Page } from '@playwright/test';
import { beijingDay } from '../../src/domain/common/beijing-day';
import { MOCK_URL, expect, test, useDemoSession } from './support';
import { pngFile } from './content-images';
import { screenSettled, severeViolations } from './a11y-support';

/** Signs in as a demo account with the first-visit guide already dismissed. */
async function enter(page: Page, username: 'merchant' | 'newco') {
  const session = await useDemoSession(page, username);
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), session.user_id);
  return session;
}

// Dates a few days ahead, so the time zone of the test runner does not matter.
// The mock's and the app's day rules count Beijing's days.
const day = (n: number) => beijingDay(new Date(), n);

/** Noise PNGs do not compress: 380x380 is about 430 KB, 500x400 about 600 KB. */
const honourImage = (name: string) => pngFile(name, 380, 380);
const bannerImage = (name: string) => pngFile(name, 500, 400);

async function fillBanner(page: Page, title: string, image: string) {
  await page.getByRole('textbox', { name: '标题' }).fill(title);
  await page.getByLabel('开始日期').fill(day(2));
  await page.getByLabel('结束日期').fill(day(30));
  await page.getByRole('combobox', { name: '跳转目标' }).selectOption({ label: '优惠活动' });
  await page.getByLabel('选择图片').setInputFiles(bannerImage(image));
  await expect(page.getByRole('img', { name: '轮播图预览' })).toBeVisible();
}

test('an honour with two images is added, shows as pending and cannot be deleted', async ({ page }) => {
  await enter(page, 'merchant');
  await page.goto('/personal/honor');
  await page.getByRole('button', { name: '添加荣誉资质' }).click();
  const dialog = page.getByRole('dialog', { name: '添加荣誉资质' });
  await dialog.getByRole('textbox', { name: '标题' }).fill('省级优秀装饰企业');
  await dialog.getByLabel('选择图片').setInputFiles([honourImage('one.png'), honourImage('two.png')]);
  await expect(dialog.getByRole('img', { name: /^已选图片[12]$/ })).toHaveCount(2);
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('添加成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = page.getByRole('article', { name: '省级优秀装饰企业' });
  await expect(card.getByText('待审核')).toBeVisible();
  await expect(card.getByRole('img')).toHaveCount(2);
  await expect(card.getByRole('button', { name: '删除' })).toBeDisabled();
  await expect(card.getByRole('button', { name: '编辑' })).toHaveCount(0);
});

test('an honour title of two characters is refused next to the field', async ({ page }) => {
  await enter(page, 'merchant');
  await page.goto('/personal/honor');
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && r.url().includes('/v2/account/honors') && posts.push(r.url()));
  await page.getByRole('button', { name: '添加荣誉资质' }).click();
  const dialog = page.getByRole('dialog', { name: '添加荣誉资质' });
  await dialog.getByRole('textbox', { name: '标题' }).fill('荣誉');
  await dialog.getByLabel('选择图片').setInputFiles(honourImage('one.png'));
  await expect(dialog.getByRole('img', { name: '已选图片1' })).toBeVisible();
  await dialog.getByRole('button', { name: '提交' }).click();
  await expect(dialog.getByText('标题不得少于3个字')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: '标题' })).toHaveValue('荣誉');
  await expect(dialog.getByRole('img', { name: '已选图片1' })).toBeVisible();
  expect(posts).toEqual([]);
});

test('a company banner is added within the limits; past five the tile goes and a sixth is refused', async ({ page }) => {
  // Two forms with uploads and a reload: on a loaded machine this takes longer than one screen.
  test.slow();
  const session = await enter(page, 'merchant');
  await page.goto('/personal/slideshow');
  const banners = page.getByRole('region', { name: '公司首页轮播图' }).getByRole('article');
  await expect(banners).toHaveCount(3);
  await page.getByRole('button', { name: '添加轮播图' }).click();
  await expect(page).toHaveURL(/\/personal\/homepageadd/);
  await fillBanner(page, '夏季家装节', 'summer.png');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page).toHaveURL(/\/personal\/slideshow$/);
  await expect(banners).toHaveCount(4);
  await expect(page.getByRole('article', { name: '夏季家装节' }).getByText('审核中')).toBeVisible();

  // A fifth arrives from elsewhere; the add tile is gone and the server refuses a sixth (20712).
  const fifth = await page.request.post(`${MOCK_URL}/v2/banners/companies`, {
    headers: { Authorization: `Bearer ${session.access_token}` },
    // An image the merchant uploaded earlier (the mock refuses keys the company never uploaded).
    data: { slide: 'slide/1700000000000-abc123.png', title: '第五张', posAbbr: 'TJW_ZXGS_INDEX', pos: 1062, beginTime: `${day(2)} 00:00:00`, endTime: `${day(9)} 23:59:59` },
  });
  expect((await fifth.json()).code).toBe(200);
  await page.reload();
  await expect(banners).toHaveCount(5);
  await expect(page.getByRole('button', { name: '添加轮播图' })).toHaveCount(0);
  await page.goto('/personal/homepageadd');
  await fillBanner(page, '第六张轮播图', 'sixth.png');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('公司首页轮播图最多5张，已达上限')).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/homepageadd/);
  await expect(page.getByRole('textbox', { name: '标题' })).toHaveValue('第六张轮播图');
});

test('the city tab of newco says 没有权限, and without a profile contact adding asks to complete it', async ({ page }) => {
  await enter(page, 'newco');
  await page.goto('/personal/slideshow');
  await page.getByRole('tab', { name: '城市首页' }).click();
  await expect(page).toHaveURL(/tab=city/);
  await expect(page.getByRole('heading', { name: '没有权限' })).toBeVisible();
  await expect(page.getByText('请联系您的商务专员')).toBeVisible();

  await page.getByRole('tab', { name: '公司首页' }).click();
  await page.getByRole('button', { name: '添加轮播图' }).click();
  const prompt = page.getByRole('alertdialog');
  await expect(prompt.getByText('你还没有完善企业信息')).toBeVisible();
  await prompt.getByRole('button', { name: '再看看' }).click();
  await expect(prompt).toBeHidden();
  await expect(page).toHaveURL(/\/personal\/slideshow/);
  await page.goto('/personal/honor');
  await page.getByRole('button', { name: '添加荣誉资质' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '去完善' }).click();
  await expect(page).toHaveURL(/\/personal\/enterpriseInfo$/);
});

test('a second city desktop banner gets the placement limit message (20710)', async ({ page }) => {
  await enter(page, 'merchant');
  await page.goto('/personal/slideshow?tab=city');
  await expect(page.getByRole('region', { name: '电脑端' }).getByRole('article')).toHaveCount(1);
  await page.getByRole('button', { name: '添加轮播图' }).click();
  await expect(page).toHaveURL(/\/personal\/cityHomeadd/);
  await page.getByRole('radio', { name: '电脑端' }).check();
  await fillBanner(page, '城市首页第二张', 'city.png');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByText('该公司的电脑端城市首页已达上限')).toBeVisible();
  await expect(page).toHaveURL(/\/personal\/cityHomeadd/);
});

const pages = ['/personal/honor', '/personal/slideshow', '/personal/slideshow?tab=city', '/personal/homepageadd', '/personal/cityHomeadd?place=app', '/personal/homepageadd?id=702&status=2'];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await enter(page, 'merchant');
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await screenSettled(page);
    if (path === '/personal/honor') await page.getByRole('button', { name: '添加荣誉资质' }).click();
    expect(await severeViolations(page)).toEqual([]);
  });
}
