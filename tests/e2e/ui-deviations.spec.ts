import type { Locator, Page } from '@playwright/test';
import { MOCK_URL, expect, test, useDemoSession } from './support';
import { openOrders } from './orders-support';
import { pngFile } from './content-images';

/**
 * Issue 55, items 9 and 10: the last deviations of both specs, each as the merchant meets it on
 * the production build. The layout tests measure boxes in Chromium at the widths named.
 */

/** Signs in with the personal centre's first-visit guide already dismissed. */
async function enter(page: Page, username: string) {
  const session = await useDemoSession(page, username);
  await page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), session.user_id);
  return session;
}

/** The box of a located element once the browser has laid out what was just rendered. */
async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  await locator.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const b = await locator.boundingBox();
  if (!b) throw new Error('no box');
  return b;
}

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('item 9', () => {
  test('a locked (审核中) banner’s title cannot be typed in, and the server refuses a changed title', async ({ page }) => {
    const session = await enter(page, 'merchant');
    await page.goto('/personal/homepageadd?id=702&status=2');
    const title = page.getByRole('textbox', { name: '标题' });
    await expect(title).not.toHaveValue('');
    const before = await title.inputValue();
    await expect(title).not.toBeEditable();
    await title.click();
    await page.keyboard.type('改');
    await expect(title).toHaveValue(before);
    await expect(page.getByRole('combobox', { name: '跳转目标' })).toBeDisabled();
    await expect(page.getByRole('button', { name: '提交' })).toBeDisabled();

    // The banner as stored, with only its title changed.
    const headers = { Authorization: `Bearer ${session.access_token}` };
    const list = await page.request.get(`${MOCK_URL}/v2/banners/companies?posAbbr=TJW_ZXGS_INDEX&thumbnailWidth=700`, { headers });
    const banner = (await list.json()).data.items.find((b: { bannerId: number }) => b.bannerId === 702);
    const put = await page.request.put(`${MOCK_URL}/v2/banners/companies/702`, {
      headers,
      data: { slide: banner.slide, title: `${before}改`, posAbbr: banner.posAbbr, pos: banner.pos, beginTime: banner.begin_time, endTime: banner.end_time },
    });
    expect((await put.json()).code).toBe(20711);
  });

  test('/article/details and /personal/prodetails lead back to their list with 返回列表', async ({ page }) => {
    await enter(page, 'merchant');
    await page.goto('/article/details/304');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回列表' })).toBeVisible();
    await page.getByRole('link', { name: '返回列表' }).click();
    await expect(page).toHaveURL(/\/article$/);

    await page.goto('/personal/prodetails?id=703&title=x');
    await expect(page.getByRole('article')).toBeVisible();
    await expect(page.getByRole('link', { name: '返回列表' })).toBeVisible();
    await page.getByRole('link', { name: '返回列表' }).click();
    await expect(page).toHaveURL(/\/personal\/promotions$/);
  });

  for (const [path, list] of [
    ['/personal/mailer', '消息列表'],
    ['/personal/appeal', '申诉列表'],
  ] as const) {
    test(`${path} offers 回到顶部 once scrolled past 300 px`, async ({ page }) => {
      // Short enough for two appeals to scroll past 300 px.
      await page.setViewportSize({ width: 1280, height: 420 });
      await enter(page, 'merchant');
      await page.goto(path);
      await expect(page.getByRole('list', { name: list }).getByRole('listitem').first()).toBeVisible();
      const backToTop = page.getByRole('button', { name: '回到顶部' });
      await expect(backToTop).toHaveCount(0);
      // The page is long enough to be 400 px down.
      expect(await page.evaluate(() => (window.scrollTo(0, 400), window.scrollY))).toBe(400);
      await expect(backToTop).toBeVisible();
      await backToTop.click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  test('所在城市 and 子账号类型 are required and carry the required mark', async ({ page }) => {
    await enter(page, 'newco');
    await page.goto('/personal/enterpriseInfo');
    const city = page.getByRole('group', { name: '所在城市' }).filter({ has: page.locator('legend') });
    await expect(city).toBeVisible();
    // The same mark as the required text fields beside it.
    await expect(page.locator('label', { hasText: '联系人' })).toContainText('*');
    await expect(page.locator('legend', { hasText: '所在城市' })).toContainText('*');
    await expect(city.getByRole('combobox', { name: '省份' })).toHaveAttribute('aria-required', 'true');

    await enter(page, 'merchant');
    await page.goto('/personal/accountAdd');
    const type = page.getByRole('radiogroup', { name: '子账号类型' });
    await expect(type).toHaveAttribute('aria-required', 'true');
    await expect(type).toContainText('子账号类型*');
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

    test('the crop dialog says to pinch, not to turn a mouse wheel', async ({ page }) => {
      await enter(page, 'newco');
      await page.goto('/personal/enterpriseInfo');
      await page.getByLabel('公司Logo').setInputFiles(pngFile('logo.png', 640, 480));
      const crop = page.getByRole('dialog', { name: '裁剪公司Logo' });
      await expect(crop).toContainText('双指捏合缩放');
      await expect(crop).not.toContainText('鼠标');
    });
  });

  test('with a mouse the crop dialog still says to turn the wheel', async ({ page }) => {
    await enter(page, 'newco');
    await page.goto('/personal/enterpriseInfo');
    await page.getByLabel('公司Logo').setInputFiles(pngFile('logo.png', 640, 480));
    await expect(page.getByRole('dialog', { name: '裁剪公司Logo' })).toContainText('滚动鼠标滚轮缩放');
  });
});

test.describe('item 10', () => {
  test('自定义时间 reopens on the range that was applied', async ({ page }) => {
    await openOrders(page);
    await page.getByRole('button', { name: '自定义' }).click();
    let dialog = page.getByRole('dialog', { name: '自定义时间' });
    const [start, end] = await page.evaluate(() => {
      const day = (d: Date) => d.toLocaleDateString('sv-SE');
      const now = new Date();
      return [day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 20)), day(new Date(now.getFullYear(), now.getMonth(), now.getDate() - 5))];
    });
    await dialog.getByLabel('开始日期').fill(start);
    await dialog.getByLabel('结束日期').fill(end);
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('custom-range')).toContainText(start);

    await page.getByRole('button', { name: '自定义' }).click();
    dialog = page.getByRole('dialog', { name: '自定义时间' });
    await expect(dialog.getByLabel('开始日期')).toHaveValue(start);
    await expect(dialog.getByLabel('结束日期')).toHaveValue(end);
    await expect(dialog.getByRole('button', { name: '确定' })).toBeEnabled();
  });

  for (const width of [1280, 1440, 1920]) {
    test(`at ${width} px the order toolbar is one line, 导出 included`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openOrders(page);
      const onSearchLine = async (names: string[]) => {
        const search = await box(page.getByRole('search'));
        for (const name of names) {
          const control = await box(page.getByRole('button', { name, exact: true }));
          // Its middle within the search's height.
          expect(control.y + control.height / 2, name).toBeGreaterThan(search.y);
          expect(control.y + control.height / 2, name).toBeLessThan(search.y + search.height);
        }
      };
      await onSearchLine(['全部时间', '自定义', '批量分配', '导出']);
      // An applied custom range wraps inside the time filter, and 导出 stays.
      await page.getByRole('button', { name: '自定义' }).click();
      const dialog = page.getByRole('dialog', { name: '自定义时间' });
      const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
      await dialog.getByLabel('开始日期').fill(today);
      await dialog.getByLabel('结束日期').fill(today);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page.getByTestId('custom-range')).toBeVisible();
      await onSearchLine(['批量分配', '导出']);
    });
  }

  test('every page behind sign-in is at least the viewport minus 200 px high', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 1000 });
    await enter(page, 'merchant');
    for (const path of ['/personal/changePwd', '/article/details/304']) {
      await page.goto(path);
      const main = await box(page.getByRole('main'));
      expect(main.height, path).toBeGreaterThanOrEqual(1000 - 200);
    }
  });

  for (const width of [1280, 412]) {
    test(`at ${width} px the album viewer’s ‹ › cover no thumbnail, and a long caption keeps clear of the counter`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await useDemoSession(page, 'merchant');
      // Fourteen photos (three groups of six), the second with a 100-character caption of one word.
      await page.route('**/v2/albums/101?*', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        const photos = body.data.album_photos;
        body.data.album_photos = Array.from({ length: 14 }, (_, i) => ({
          ...photos[i % photos.length],
          photo_id: 90_000 + i,
          intro: i === 1 ? 'Livingroom'.repeat(10) : photos[i % photos.length].intro,
        }));
        await route.fulfill({ response, json: body });
      });
      await page.goto('/picture/details/101');
      const viewer = page.getByRole('region', { name: /图片$/ });
      const buttons = [await box(page.getByRole('button', { name: '上一组' })), await box(page.getByRole('button', { name: '下一组' }))];
      const strip = await box(page.getByTestId('thumbnail-window'));
      const thumbnails = page.getByRole('list', { name: '缩略图' }).getByRole('button');
      for (let i = 0; i < 6; i++) {
        const thumbnail = await thumbnails.nth(i).boundingBox();
        if (!thumbnail || !overlap(thumbnail, strip)) continue;
        for (const button of buttons) expect(overlap(thumbnail, button), `thumbnail ${i + 1}`).toBe(false);
      }

      await page.getByRole('button', { name: '下一张' }).click();
      const photo = await box(viewer.locator('img').first());
      const caption = await box(viewer.getByText('Livingroom'.repeat(10)));
      const counter = await box(viewer.getByText(/2\/14$/));
      expect(overlap(caption, counter)).toBe(false);
      expect(caption.x + caption.width).toBeLessThanOrEqual(counter.x);
      expect(counter.x + counter.width).toBeLessThanOrEqual(photo.x + photo.width + 0.5);
    });
  }
});
