import type { Page } from '@playwright/test';
import { expect, test, useDemoSession } from './support';

const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

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

test.describe('a screen whose file is on its way', () => {
  // Every script the page asks for from here on waits until the test lets it through.
  async function holdScripts(page: Page) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/*.js', async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }
  const frames = (n: number) =>
    new Promise<void>((done) => {
      let left = n;
      const next = () => (--left <= 0 ? done() : requestAnimationFrame(next));
      requestAnimationFrame(next);
    });

  for (const [link, placeholder] of [
    ['效果图', (page: Page) => page.getByRole('main').getByRole('heading', { level: 1, name: '效果图' })],
    ['订单', (page: Page) => page.getByRole('main').getByRole('tab', { name: '待接单' })],
  ] as const)
    test(`${link}: its placeholder shows at once and stays, and the screen left does not come back meanwhile (issue 48)`, async ({ page }) => {
      await useDemoSession(page, 'merchant');
      await page.goto('/');
      await expect(page.getByRole('main').getByText('头条')).toBeVisible();
      const release = await holdScripts(page);
      // At every frame: whether 首页's news (its 头条) is in the screen's place.
      await page.evaluate(() => {
        const w = window as unknown as { homeFrames: boolean[] };
        w.homeFrames = [];
        const tick = () => {
          w.homeFrames.push(document.querySelector('#main')?.textContent?.includes('头条') ?? false);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      });
      await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: link, exact: true }).click();
      await expect(placeholder(page)).toBeVisible();
      await expect(page.getByRole('main').getByText('加载中…')).toBeVisible();
      // Thirty frames with the file still held: React has rendered whatever it had to.
      await page.evaluate(frames, 30);
      await expect(placeholder(page)).toBeVisible();
      const afterClick = await page.evaluate(() => (window as unknown as { homeFrames: boolean[] }).homeFrames);
      const gone = afterClick.indexOf(false);
      expect(gone).toBeGreaterThanOrEqual(0);
      expect(afterClick.slice(gone).filter(Boolean)).toEqual([]);
      release();
      await expect(page.getByRole('main').getByText('加载中…')).toHaveCount(0);
      await expect(page.getByRole('main').getByText('头条')).toHaveCount(0);
    });
});
