import { expect, holdRequests, test, useDemoSession } from './support';
import { row } from './orders-support';
import { severeViolations } from './a11y-support';

for (const [user, path, ready] of [
  ['merchant', '/', '最新订单'],
  ['merchant', '/order', '全部订单'],
  ['group', '/grouporder', '全部订单'],
] as const) {
  test(`${path} (${user}) has no serious or critical accessibility violation`, async ({ page }) => {
    await useDemoSession(page, user);
    await page.goto(path);
    await expect(page.getByText(ready, { exact: true }).first()).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
}

test('/order while its orders load has no serious or critical accessibility violation', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  const release = await holdRequests(page, '/v2/orders');
  await page.goto('/order');
  await expect(page.getByRole('status', { name: '加载中', exact: true })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  release();
  await expect(row(page, 501002)).toBeVisible();
});

test('the order dialogs trap focus and have no serious violation', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  await page.goto('/order');
  await row(page, 501002).getByRole('button', { name: '写反馈' }).click();
  const dialog = page.getByRole('dialog', { name: '填写反馈' });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  expect(await severeViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await row(page, 501002).getByRole('button', { name: '分配', exact: true }).click();
  await expect(page.getByRole('dialog', { name: '选择设计师' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
});
