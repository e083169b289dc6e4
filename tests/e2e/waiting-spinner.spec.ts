import type { Locator } from '@playwright/test';
import { expect, holdRequests, signIn, test, useDemoSession } from './support';

/** The delays of the CSS animations running on an element (the spinner's turn). */
const animationDelays = (spinner: Locator) =>
  spinner.evaluate((el) => el.getAnimations().map((a) => (a.effect as KeyframeEffect).getTiming().delay));

test("a screen's 加载中 spinner starts turning after a second, drawn still until then", async ({ page }) => {
  // A turning ring makes the compositor draw a frame at every refresh from the first paint on;
  // a wait under a second needs no motion (docs/decisions/still-spinner.md).
  await useDemoSession(page, 'merchant');
  const release = await holdRequests(page, '/v2/orders');
  await page.goto('/order');
  const waiting = page.getByRole('status', { name: '加载中', exact: true });
  await expect(waiting).toBeVisible();
  await expect(waiting).toHaveCSS('animation-delay', '1s');
  expect(await animationDelays(waiting)).toEqual([1000]);
  release();
  await expect(waiting).toHaveCount(0);
});

test("a pressed button's spinner turns at once", async ({ page }) => {
  const release = await holdRequests(page, '/v2/oauth/token');
  await signIn(page, 'merchant');
  const spinner = page.getByRole('button', { name: '登录', exact: true }).locator('.chakra-spinner');
  await expect(spinner).toBeVisible();
  expect(await animationDelays(spinner)).toEqual([0]);
  release();
  await expect(page).toHaveURL(/\/$/);
});
