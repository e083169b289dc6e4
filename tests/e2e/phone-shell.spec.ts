import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, holdRequests, test } from './support';
import { signedIn } from './records-support';
import { SIGN_OUT_QUESTION, SKIP_TO_MAIN } from '../../src/ui/features/shell/shell-words';
import { NO_HEADLINES } from '../../src/domain/order/headlines';

// Issue 59: a merchant on a phone at a building site. The compact shell below 768 px, the skip
// link and the focus after a navigation, the focus rings, 16 px fields, the carousel's targets,
// the end line's contrast, 登录 busy until the next screen, 最新订单 rows that open their order.

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const nav = (page: Page) => page.getByRole('navigation', { name: '主导航' });

/** WCAG's relative luminance contrast of two CSS colours (rgb()/rgba() as computed styles give them). */
function contrast(a: string, b: string) {
  const lum = (css: string) => {
    const [r, g, bl] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

test.describe('at 390 × 844 (a phone)', () => {
  test.use(PHONE);

  test('the top bar is one row of at most 56 px; 菜单 opens the navigation, its entries work, 下载APP is a link, 退出 asks first', async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/');
    const bar = nav(page);
    await expect(bar).toBeVisible();
    const box = (await page.locator('header', { has: bar }).boundingBox())!;
    expect(box.height).toBeLessThanOrEqual(56);
    // The entries are behind 菜单 until it is opened.
    await expect(bar.getByRole('link', { name: '订单' })).toBeHidden();
    const menu = bar.getByRole('button', { name: '菜单' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of [
      ['首页', '/'],
      ['订单', '/order'],
      ['效果图', '/picture'],
      ['文章', '/article'],
      // 个人中心 says when a message is unread.
      [/^个人中心/, '/personal/orderData'],
    ] as const)
      await expect(bar.getByRole('link', { name, exact: typeof name === 'string' })).toHaveAttribute('href', href);
    // On the phone that shows it a QR code is of no use: 下载APP is the app's address.
    await expect(bar.getByRole('link', { name: '下载APP' })).toHaveAttribute('href', /\/download\/merchant-app$/);
    await expect(bar.getByRole('button', { name: '下载APP' })).toHaveCount(0);
    // Every entry is a target of at least 24 × 24 px.
    for (const entry of await bar.getByRole('listitem').all()) {
      const size = (await entry.boundingBox())!;
      expect(size.height).toBeGreaterThanOrEqual(24);
    }
    // An entry opens its screen and folds the menu.
    await bar.getByRole('link', { name: '订单' }).click();
    await expect(page).toHaveURL(/\/order$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('main').getByRole('tab', { name: '待接单' })).toBeVisible();

    // 退出 asks first; 取消 keeps the session, 退出 in the question signs out.
    await menu.click();
    await bar.getByRole('button', { name: '退出' }).click();
    const question = page.getByRole('alertdialog', { name: '退出' });
    await expect(question).toContainText(SIGN_OUT_QUESTION);
    await question.getByRole('button', { name: '取消' }).click();
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(/\/order$/);
    await bar.getByRole('button', { name: '退出' }).click();
    await page.getByRole('alertdialog', { name: '退出' }).getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('Escape folds the menu and gives the focus back to 菜单', async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/');
    const menu = nav(page).getByRole('button', { name: '菜单' });
    await menu.click();
    await expect(nav(page).getByRole('link', { name: '订单' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
  });

  test('text fields are 16 px (no zoom on focus) and the page can still be zoomed', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '账号登录' }).click();
    for (const field of [page.getByRole('textbox', { name: '用户名' }), page.getByLabel('密码', { exact: true })]) {
      await expect(field).toBeVisible();
      expect(await field.evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');
    }
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content');
    expect(viewport ?? '').not.toMatch(/user-scalable\s*=\s*no|maximum-scale\s*=\s*1(\.0)?\b/);
  });

  test("the carousel's dots are targets of 24 × 24 px", async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/');
    const dots = page.getByRole('region', { name: '首页轮播' }).getByRole('button', { name: /^第\d+张$/ });
    await expect(dots.first()).toBeVisible();
    for (const dot of await dots.all()) {
      const box = (await dot.boundingBox())!;
      expect(box.width, (await dot.getAttribute('aria-label')) ?? '').toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(24);
    }
  });

  test('the personal centre opens with its screen near the top, the menu folded behind a button', async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/personal/wallet');
    await expect(page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('button', { name: /^菜单：钱包/ })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: '钱包' })).toBeInViewport();
  });
});

test.describe('at 768 px (a tablet)', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test('the top bar keeps every entry in one row of 56 px; the personal menu is folded', async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/personal/promotions');
    const bar = nav(page);
    const out = bar.getByRole('button', { name: '退出' });
    await expect(out).toBeVisible();
    const header = (await page.locator('header', { has: bar }).boundingBox())!;
    expect(header.height).toBeLessThanOrEqual(56);
    const first = (await bar.getByRole('link', { name: '首页' }).boundingBox())!;
    const last = (await out.boundingBox())!;
    expect(Math.round(last.y)).toBe(Math.round(first.y));
    // Beside the menu the promotions' table cut 标题 to two characters: below 992 px the menu folds.
    await expect(page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('button', { name: /^菜单：优惠活动/ })).toBeVisible();
  });
});

test.describe('at 1440 px (a desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the desktop bar is as the spec has it: entries in the bar, no 菜单', async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: '订单' })).toBeVisible();
    await expect(nav(page).getByRole('button', { name: '下载APP' })).toBeVisible();
    await expect(nav(page).getByRole('button', { name: '菜单' })).toHaveCount(0);
  });

  test('the skip link is the first stop of the keyboard and leads to the main content', async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/');
    await expect(page.getByRole('region', { name: '头条' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: SKIP_TO_MAIN });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab goes into the screen, past the whole navigation.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
  });

  test("after a navigation the focus is on the new screen's heading; the first load leaves it alone", async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/');
    await expect(page.getByRole('region', { name: '头条' })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await nav(page).getByRole('link', { name: '效果图' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: '效果图' })).toBeFocused();
    await nav(page).getByRole('link', { name: '个人中心' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: '订单数据' })).toBeFocused();
    await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '钱包' }).click();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: '钱包' })).toBeFocused();
  });

  test('a focused text field has a 2 px ring of at least 3:1 against the page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '账号登录' }).click();
    const field = page.getByRole('textbox', { name: '用户名' });
    await field.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(field).toBeFocused();
    const ring = await field.evaluate((el) => {
      const s = getComputedStyle(el);
      return { width: s.outlineWidth, style: s.outlineStyle, color: s.outlineColor };
    });
    expect(ring.width).toBe('2px');
    expect(ring.style).toBe('solid');
    expect(contrast(ring.color, 'rgb(255, 255, 255)')).toBeGreaterThanOrEqual(3);
  });

  test('登录 stays busy until the next screen shows', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('tab', { name: '账号登录' }).click();
    await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
    await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
    // A step after the token (the account's protection check) held: the form used to look idle here.
    const check = page.waitForRequest((r) => r.url().includes('/v2/users/check-unregister/'));
    const release = await holdRequests(page, /^\/v2\/users\/check-unregister\//);
    const submit = page.getByRole('button', { name: '登录', exact: true });
    await submit.click();
    await check;
    await expect(submit).toBeDisabled();
    await expect(submit).toHaveAttribute('data-loading', '');
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('region', { name: '头条' })).toBeVisible();
  });

  test('while the headlines load the ticker does not say 暂无更多公告', async ({ page }) => {
    await signedIn(page, 'merchant');
    const release = await holdRequests(page, '/v2/orders');
    await page.goto('/');
    const ticker = page.getByRole('region', { name: '头条' });
    await expect(ticker).toBeVisible();
    await expect(ticker.locator('[aria-busy="true"]')).toBeVisible();
    await expect(ticker.getByText(NO_HEADLINES)).toHaveCount(0);
    release();
    await expect(ticker.getByRole('button').first()).toBeVisible();
  });

  test('a 最新订单 row opens its order: the order list, searched for it, its details open', async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/');
    const row = page.getByRole('list', { name: '最新订单列表' }).getByRole('link').first();
    await expect(row).toBeVisible();
    await row.click();
    await expect(page).toHaveURL(/\/order\?order=\d+$/);
    const id = new URL(page.url()).searchParams.get('order')!;
    const order = page.locator(`[data-order-row="${id}"]`);
    await expect(order).toBeVisible();
    await expect(order.getByRole('button', { name: '收起详情' })).toBeVisible();
  });

  test('the end line of the order list is 4.5:1 or more against the page', async ({ page }) => {
    await signedIn(page, 'merchant');
    // One order searched for (as a 最新订单 row opens it): the end line shows without scrolling.
    await page.goto('/order?order=501001');
    const end = page.getByText('—— 已加载全部订单 ——');
    await expect(end).toBeVisible();
    const [fg, bg] = await end.evaluate((el) => [getComputedStyle(el).color, getComputedStyle(document.body).backgroundColor]);
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(4.5);
  });

  test("a personal-centre menu entry shows the next screen's heading at once, while its file is on its way", async ({ page }) => {
    await signedIn(page, 'merchant');
    await page.goto('/personal/orderData');
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: '订单数据' })).toBeVisible();
    const release = await holdRequests(page, /\/assets\/.*\.js$/);
    await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '意见反馈' }).click();
    const card = page.getByRole('main').locator('section').filter({ has: page.getByText('加载中…') });
    await expect(card.getByRole('heading', { level: 2, name: '意见反馈' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: '订单数据' })).toHaveCount(0);
    release();
    await expect(page.getByRole('main').getByText('反馈内容').first()).toBeVisible();
  });
});
