import type { Locator, Page } from '@playwright/test';
import { expect, test, useDemoSession } from './support';

// A phone as Lighthouse's mobile preset emulates one: 412 x 823 CSS px, a mobile viewport. A
// mobile browser lays out a page wider than the screen at that width and zooms it out to fit:
// with the top bar in one row (about 780 px) every screen behind sign-in read at half size.
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });

/** The width the page is laid out at, and the width of its content. */
async function widths(page: Page) {
  // Two frames, so that the browser has laid out what was just rendered and fitted the page.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(() => ({ layout: window.innerWidth, content: document.documentElement.scrollWidth }));
}

/** Per account, the screens to check and what shows once each one has its content. */
const SCREENS: Record<string, [string, (page: Page) => Locator, first?: (page: Page) => Promise<void>][]> = {
  merchant: [
    ['/', (page) => page.getByRole('region', { name: '头条' })],
    ['/order', (page) => page.getByRole('listitem').first()],
    // The title search and the create action in one row were 438 px wide.
    ['/picture', (page) => page.getByRole('button', { name: '上传效果图' })],
    ['/article', (page) => page.getByRole('button', { name: '发布文章' })],
    // The personal header's three badges in one row were 416 px wide.
    ['/personal/orderData', (page) => page.getByRole('list', { name: '认证标识' }), dismissMenuGuide],
    // An honour's three photos in one row were 457 px wide.
    ['/personal/honor', (page) => page.getByRole('img', { name: /图片3$/ }).first()],
    // On a phone the list is a card per promotion (issue 59); its cards are the content.
    ['/personal/promotions', (page) => page.getByRole('list', { name: '优惠活动列表' }).getByRole('listitem').first()],
  ],
  group: [
    ['/grouporder', (page) => page.getByRole('listitem').first()],
    ['/personal/groupInfo', (page) => page.getByRole('list', { name: '认证标识' })],
  ],
  designer: [['/personal/enterpriseInfo', (page) => page.getByRole('list', { name: '认证标识' })]],
};

/** A main account's first visit to the personal centre opens the menu guide; on a phone it fits too. */
async function dismissMenuGuide(page: Page) {
  await expect(page.getByRole('dialog', { name: '菜单调整' })).toBeVisible();
  expect(await widths(page), 'the menu guide').toEqual({ layout: 412, content: 412 });
  await page.getByRole('button', { name: '我知道了' }).click();
}

for (const [username, screens] of Object.entries(SCREENS)) {
  test(`on a phone, ${username}'s screens are as wide as the screen, not zoomed out to fit`, async ({ page }) => {
    await useDemoSession(page, username);
    for (const [path, content, first] of screens) {
      await page.goto(path);
      // What opens first (the menu guide, a modal) hides the navigation until it is dismissed.
      await first?.(page);
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
      await expect(content(page)).toBeVisible();
      expect(await widths(page), path).toEqual({ layout: 412, content: 412 });
    }
  });
}

/** Whether an element's text is cut (an ellipsis), or runs onto more than one line. */
const cut = (el: Element) => el.scrollWidth > el.clientWidth;
const lines = (el: Element) => {
  const range = document.createRange();
  range.selectNodeContents(el.firstChild ?? el);
  return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
};

test("on a phone, an order's community shows in full and the order tabs keep their labels on one line", async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/order');
  // Beside the order's number and time, the community was cut to two characters (万科…).
  const title = page.getByRole('article').first().getByRole('heading', { level: 3 });
  await expect(title).toBeVisible();
  expect(await title.evaluate(cut), (await title.textContent()) ?? '').toBe(false);
  // Squeezed into the screen's width, 全部订单 broke into two lines; the row scrolls instead.
  const tabs = page.getByRole('tab');
  await expect(tabs.first()).toBeVisible();
  for (const tab of await tabs.all()) expect(await tab.evaluate(lines), (await tab.textContent()) ?? '').toBe(1);

  await page.goto('/');
  const latest = page.getByRole('list', { name: '最新订单列表' }).getByRole('listitem').first();
  await expect(latest).toBeVisible();
  expect(await latest.getByRole('paragraph').first().evaluate(cut), (await latest.textContent()) ?? '').toBe(false);
});

test('on a phone, a personal centre screen shows first, with the menu folded behind a button that names it', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/personal/wallet');
  await page.getByRole('button', { name: '我知道了' }).click();
  const menu = page.getByRole('navigation', { name: '个人中心菜单' });
  const toggle = menu.getByRole('button', { name: /^菜单：钱包/ });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: '修改密码' })).toBeHidden();
  // Unfolded above it, the menu's entries pushed the screen below the first screenful.
  const title = page.getByRole('heading', { level: 2, name: '钱包' });
  await expect(title).toBeInViewport();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await menu.getByRole('link', { name: '修改密码' }).click();
  await expect(page).toHaveURL(/\/personal\/changePwd$/);
  // Another screen folds it again.
  await expect(menu.getByRole('button', { name: /^菜单：修改密码/ })).toHaveAttribute('aria-expanded', 'false');
  await expect(menu.getByRole('link', { name: '钱包' })).toBeHidden();
});
