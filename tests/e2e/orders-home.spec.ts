import { expect, test, useDemoSession } from './support';
import { arrange } from './orders-support';

test('home: 350px carousel, moving headline ticker, latest 4 orders and 3 albums', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  const carousel = page.getByRole('region', { name: '首页轮播' });
  await expect(carousel).toBeVisible();
  expect((await carousel.boundingBox())?.height).toBe(350);
  await carousel.getByRole('button', { name: '下一张' }).click();
  await expect(carousel.getByRole('button', { name: '第2张' })).toHaveAttribute('aria-current', 'true');

  const ticker = page.getByRole('region', { name: '头条' });
  const track = ticker.getByTestId('ticker-track');
  // At least 3 items show; the second copy that makes the loop seamless is hidden from assistive tech.
  // The headlines are an answer of their own, rendered after the carousel's (it failed once when
  // they had not arrived yet).
  await expect.poll(() => track.locator('button:not([aria-hidden])').count()).toBeGreaterThanOrEqual(3);
  const first = await track.evaluate((el) => getComputedStyle(el).transform);
  await expect.poll(() => track.evaluate((el) => getComputedStyle(el).transform)).not.toBe(first);
  // It moves as a compositor animation (no timer measuring the page 50 times a second).
  const playState = () => track.evaluate((el) => el.getAnimations().map((a) => a.playState));
  expect(await playState()).toEqual(['running']);
  // Hovering an item pauses the ticker, so it holds still for the click. Where the item has
  // slid under the 头条 label the pointer rests on the label and the ticker runs on: a person
  // waits for the item to come round again, and so does the test.
  const item = ticker.getByRole('button', { name: /关于规范订单反馈时效的通知/ }).first();
  const underPointer = () =>
    item.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return !!hit && el.contains(hit);
    });
  await expect(async () => {
    await item.hover({ force: true });
    expect(await playState()).toEqual(['paused']);
    expect(await underPointer()).toBe(true);
  }).toPass({ timeout: 30_000 });
  await item.click();
  const notice = page.getByRole('dialog', { name: '关于规范订单反馈时效的通知' });
  await expect(notice).toContainText('24小时内联系业主');
  await notice.getByRole('button', { name: '关闭' }).click();

  await expect(page.getByRole('list', { name: '最新订单列表' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('list', { name: '效果图列表' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('link', { name: '上传效果图' })).toHaveCount(0);
  await expect(page.getByText('正在装修，尽情期待')).toBeVisible();

  // Where the system asks for reduced motion (switched on while the page is open), the ticker
  // stands still with one copy of the items, and the person scrolls it by hand.
  await page.mouse.move(0, 0);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect.poll(playState).toEqual([]);
  await expect(track.locator('button[aria-hidden]')).toHaveCount(0);
  // The items scroll within their box wherever they do not fit it (a phone).
  expect(await track.locator('..').evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
});

test('home: without headlines the ticker says 暂无更多公告', async ({ page }) => {
  await arrange(page, 'there are no headlines');
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  await expect(page.getByRole('region', { name: '头条' })).toContainText('暂无更多公告');
});

test('home: fewer than 3 albums show the upload prompt', async ({ page }) => {
  await useDemoSession(page, 'newco');
  await page.goto('/');
  await expect(page.getByRole('list', { name: '效果图列表' }).getByRole('link', { name: '上传效果图' })).toHaveAttribute('href', '/picture/create');
});

test('home: permission 0 hides orders or renderings with their messages', async ({ page, context }) => {
  await useDemoSession(page, 'viewer');
  await page.goto('/');
  await expect(page.getByText('您暂无浏览效果图权限')).toBeVisible();
  await expect(page.getByRole('list', { name: '最新订单列表' })).toBeVisible();
  const list = encodeURIComponent(JSON.stringify({ order: 0, rendering: 0, article: 1, banner: 1 }));
  await context.addCookies([{ name: 'permission_list', value: list, domain: '127.0.0.1', path: '/' }]);
  await page.reload();
  await expect(page.getByText('您暂无浏览订单权限')).toBeVisible();
  await expect(page.getByRole('list', { name: '最新订单列表' })).toHaveCount(0);
});
