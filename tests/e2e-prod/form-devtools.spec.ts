import { expect, test } from '../e2e/support';

// TanStack Form reports each form to TanStack's devtools, in production too (upstream
// TanStack/form#2132): with no devtools on the page, a form that mounted dispatched
// `tanstack-connect` on the window and retried on a timer. The build gives it a client that does
// nothing (vite.config.ts, src/ui/components/form/devtools-event-client.production.ts).
test('the sign-in forms of the production build call no devtools', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { devtoolsCalls: string[] }).devtoolsCalls = calls;
    for (const name of ['tanstack-connect', 'tanstack-dispatch-event']) window.addEventListener(name, () => calls.push(name));
  });
  await page.goto('/login');
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
  const phone = page.getByRole('textbox', { name: '手机号' });
  await phone.fill('13800000000');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
  await page.getByRole('tab', { name: '快捷登录' }).click();
  // Both forms have mounted and changed: the real client dispatches at once on a form's mount.
  await expect(phone).toHaveValue('13800000000');
  expect(await page.evaluate(() => (window as unknown as { devtoolsCalls: string[] }).devtoolsCalls)).toEqual([]);
});
