import type { Page, Request } from '@playwright/test';
import { MOCK_URL, expect, test, useDemoSession } from './support';
import { openOrders } from './orders-support';
import { pngFile } from './content-images';

// Issue 12: what a line-by-line check of the built screens found.

const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });
const bearer = { Authorization: 'Bearer demo-merchant' };

test('the top navigation offers 文章 after 效果图, following the article permission', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: '文章' })).toHaveAttribute('href', '/article');
  const links = await nav(page).getByRole('link').allTextContents();
  expect(links.indexOf('文章')).toBe(links.indexOf('效果图') + 1);
  await nav(page).getByRole('link', { name: '文章' }).click();
  await expect(page).toHaveURL(/\/article$/);
  await expect(page.getByRole('heading', { level: 1, name: '文章' })).toBeVisible();
});

test('offline, a tab that cannot load shows 暂无订单！ with 重试 and reloads by itself once back online', async ({ page, context, consoleErrors }) => {
  consoleErrors.allow(/ERR_INTERNET_DISCONNECTED/);
  await openOrders(page);
  await context.setOffline(true);
  await page.getByRole('tab', { name: '待接单' }).click();
  const panel = page.getByRole('tabpanel', { name: '待接单' });
  await expect(panel.getByText('暂无订单！')).toBeVisible();
  await expect(panel.getByRole('button', { name: '重试' })).toBeVisible();
  await expect(panel.getByLabel('加载中')).toHaveCount(0);
  await context.setOffline(false);
  await expect(panel.locator('[data-order-row]').first()).toBeVisible();
  await expect(panel.getByRole('button', { name: '重试' })).toHaveCount(0);
});

/** Creates an album of `count` photos through the API (the upload is not what is tested). */
async function albumWithPhotos(page: Page, count: number): Promise<number> {
  const one = await (await page.request.get(`${MOCK_URL}/v2/albums/105`, { headers: bearer })).json();
  const urls: string[] = one.data.album_photos.map((p: { raw_url: string }) => p.raw_url);
  const tags = (await (await page.request.get(`${MOCK_URL}/v2/props/albumtags`, { headers: bearer })).json()).data.tags;
  const images = Array.from({ length: count }, (_, i) => ({ url: urls[i % urls.length], intro: `第${i + 1}张`, rank: i + 1 }));
  const res = await page.request.post(`${MOCK_URL}/v2/albums`, {
    headers: bearer,
    data: { title: '缩略图分组测试组图', house_model: tags.hx[0].id, images, cover: 1 },
  });
  const body = await res.json();
  expect(body.code).toBe(200);
  return body.data.album_id;
}

test('album details: six thumbnails per group, 187 px apart, and every one reachable', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  const id = await albumWithPhotos(page, 13);
  await page.goto(`/picture/details/${id}`);
  const window = page.getByTestId('thumbnail-window');
  const thumb = (n: number) => page.getByRole('button', { name: `第${n}张`, exact: true });
  const inWindow = async (n: number) => {
    const [w, t] = [await window.boundingBox(), await thumb(n).boundingBox()];
    return Boolean(w && t && t.x >= w.x - 0.5 && t.x + t.width <= w.x + w.width + 0.5);
  };
  await expect(thumb(1)).toBeVisible();
  const x1 = (await thumb(1).boundingBox())!.x;
  expect((await thumb(2).boundingBox())!.x - x1).toBeCloseTo(187, 0);
  for (const n of [1, 2, 3, 4, 5, 6]) expect(await inWindow(n), `thumbnail ${n} in the first group`).toBe(true);
  expect(await inWindow(7)).toBe(false);
  await page.getByRole('button', { name: '下一组' }).click();
  for (const n of [7, 8, 9, 10, 11, 12]) await expect.poll(() => inWindow(n), `thumbnail ${n} in the second group`).toBe(true);
  await page.getByRole('button', { name: '下一组' }).click();
  await expect.poll(() => inWindow(13)).toBe(true);
  await thumb(13).click();
  await expect(page.getByText('13/13')).toBeVisible();
});

/** Requests to one album's own address, in order. */
function albumRequests(page: Page, id: number) {
  const seen: string[] = [];
  page.on('request', (r: Request) => {
    if (new URL(r.url()).pathname === `/v2/albums/${id}`) seen.push(r.method());
  });
  return seen;
}

async function submitAlbumForm(page: Page) {
  await expect(page.getByRole('group', { name: '第1张图片' })).toBeVisible();
  await page.getByLabel('组图简介').fill('业主希望空间通透、收纳充足，改后重新提交。');
  await page.getByRole('button', { name: '提交' }).click();
  const confirm = page.getByRole('alertdialog');
  if (await confirm.isVisible().catch(() => false)) await confirm.getByRole('button', { name: '继续' }).click();
}

test('a successful album edit ends with 修改成功! alone: the deleted album is not fetched again', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  const seen = albumRequests(page, 105);
  await page.goto('/picture/edit/105');
  await submitAlbumForm(page);
  await expect(page.getByText('修改成功!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/picture$/);
  await expect(page.getByRole('list', { name: '组图列表' }).getByRole('listitem').first()).toBeVisible();
  expect(seen.slice(seen.indexOf('DELETE'))).toEqual(['DELETE']);
  await expect(page.getByText('组图不存在')).toHaveCount(0);
});

test('a successful re-edit ends with 修改成功! alone, without the only-not-passed warning', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  const seen = albumRequests(page, 106);
  await page.goto('/picture/reedit/106');
  await submitAlbumForm(page);
  await expect(page.getByText('修改成功!')).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/picture$/);
  await expect(page.getByRole('list', { name: '组图列表' }).getByRole('listitem').first()).toBeVisible();
  expect(seen.slice(seen.indexOf('PUT'))).toEqual(['PUT']);
  await expect(page.getByText('只有未通过状态才能编辑，其他状态不能编辑操作!')).toHaveCount(0);
  await expect(page).toHaveURL(/\/picture$/);
});

/** The designer with another permission list in its cookie (the mock has no such demo account). */
async function designerWith(page: Page, permissions: Record<string, number>) {
  await useDemoSession(page, 'designer');
  await page.context().addCookies([
    { name: 'permission_list', value: encodeURIComponent(JSON.stringify(permissions)), domain: '127.0.0.1', path: '/' },
  ]);
  await page.goto('/picture');
  await page.getByRole('tab', { name: '未通过' }).click();
  // The album is in 全部 too, whose panel stays on the page while it leaves.
  return page.getByRole('tabpanel', { name: '未通过' }).getByRole('article', { name: '拱墅运河宸园欧式三居' });
}

test('a view-only sub-account hears 暂无该权限 on 删除 and 编辑 before any confirm', async ({ page }) => {
  const album = await designerWith(page, { order: 2, rendering: 1, article: 2, banner: 2 });
  await album.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('暂无该权限').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await album.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/picture$/);
});

test('a banner-1 sub-account hears 暂无该权限 on 删除 before any confirm', async ({ page }) => {
  const album = await designerWith(page, { order: 2, rendering: 2, article: 2, banner: 1 });
  await album.getByRole('button', { name: '删除' }).click();
  await expect(page.getByText('暂无该权限').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test("each image's 空间 and 局部 selects are labelled and name their image", async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/picture/create');
  await page.getByLabel('选择图片').setInputFiles([pngFile('a.png', 200, 700), pngFile('b.png', 200, 700)]);
  const second = page.getByRole('group', { name: '第2张图片' });
  await expect(second.locator('label', { hasText: '空间' })).toBeVisible();
  await expect(second.locator('label', { hasText: '局部' })).toBeVisible();
  await second.getByRole('combobox', { name: '第2张图片 空间' }).selectOption({ label: '客厅' });
  await second.getByRole('combobox', { name: '第2张图片 局部' }).selectOption({ label: '吊顶' });
  await expect(page.getByRole('combobox', { name: '第1张图片 空间' })).toHaveValue('');
});

test('/picture/edit/{unknown id} shows the not-found state with a way back', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/picture/edit/99999');
  await expect(page.getByText('暂无数据')).toBeVisible();
  await page.getByRole('link', { name: '返回列表' }).click();
  await expect(page).toHaveURL(/\/picture$/);
});
