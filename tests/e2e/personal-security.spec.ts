import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, MOCK_URL, SMS_CODE, expect, signIn, test, useDemoSession } from './support';
import { screenSettled, severeViolations } from './a11y-support';

/** The first-visit guide of normal accounts is another test's subject: mark it seen. */
const skipMenuGuide = (page: Page, userId: number) =>
  page.addInitScript((id) => localStorage.setItem(`merchant-menu-guide:${id}`, '1'), userId);

async function openAs(page: Page, username: string, path: string) {
  const { user_id } = await useDemoSession(page, username);
  await skipMenuGuide(page, user_id);
  await page.goto(path);
}

const passCaptcha = (page: Page) => page.getByRole('button', { name: '点击进行智能验证' }).click();

async function sendCode(page: Page) {
  await passCaptcha(page);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /秒后重新获取/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
}

test('the ordinary password change ends the session, forgets the remembered password, and only the new password works', async ({ page }) => {
  await skipMenuGuide(page, 1001);
  await signIn(page, 'merchant', DEMO_PASSWORD, { remember: true });
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/personal/changePwd');
  await page.getByRole('tab', { name: '普通修改' }).click();
  const panel = page.getByRole('tabpanel', { name: '普通修改' });
  const submit = panel.getByRole('button', { name: '确认修改' });
  await panel.getByRole('textbox', { name: '当前密码', exact: true }).fill(DEMO_PASSWORD);
  await panel.getByRole('textbox', { name: '新密码', exact: true }).fill('newpass');
  await panel.getByRole('textbox', { name: '确认密码', exact: true }).fill('Newpass124');
  await panel.getByRole('textbox', { name: '确认密码', exact: true }).blur();
  await expect(panel.getByText('密码必须包含大小写字母和数字，不少于8位数')).toBeVisible();
  await expect(panel.getByText('两次输入密码不一致!')).toBeVisible();
  await expect(submit).toBeDisabled();
  await panel.getByRole('textbox', { name: '新密码', exact: true }).fill('Newpass124');
  await expect(panel.getByText('两次输入密码不一致!')).toHaveCount(0);
  await submit.click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: '账号登录' }).click();
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('');
  // The old password is refused (asked directly: a refused sign-in in the page logs its HTTP 400).
  const old = await page.request.post(`${MOCK_URL}/v2/oauth/token?grant_type=password&user_type=Company`, {
    form: { username: 'merchant', password: DEMO_PASSWORD },
  });
  expect(old.status()).toBe(400);
  await signIn(page, 'merchant', 'Newpass124');
  await expect(page).toHaveURL(/\/$/);
});

test('the quick change asks before leaving with edits, then verifies the code and sets the new password', async ({ page }) => {
  await openAs(page, 'merchant', '/personal/changePwd');
  const panel = page.getByRole('tabpanel', { name: '快捷修改' });
  await expect(panel.getByText('138****0001')).toBeVisible();
  const next = panel.getByRole('textbox', { name: '新密码', exact: true });
  await next.fill('Quick1234');
  await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('link', { name: '绑定设置' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('内容有编辑，未提交');
  await ask.getByRole('button', { name: '取消' }).click();
  await expect(page).toHaveURL(/\/personal\/changePwd$/);
  await expect(next).toHaveValue('Quick1234');

  await sendCode(page);
  await panel.getByRole('textbox', { name: '确认密码', exact: true }).fill('Quick1234');
  await panel.getByRole('button', { name: '确认修改' }).dblclick();
  await expect(page).toHaveURL(/\/login$/);
  await signIn(page, 'merchant', 'Quick1234');
  await expect(page).toHaveURL(/\/$/);
});

test('phone rebinding keeps step 2 over a reload, reaches step 3, and the new phone signs in', async ({ page }) => {
  await openAs(page, 'merchant', '/personal/bindingSet');
  await expect(page.getByText('138****0001')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('请输入验证码')).toBeVisible();
  await sendCode(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('textbox', { name: '新手机号' })).toBeVisible();

  await page.reload();
  const phone = page.getByRole('textbox', { name: '新手机号' });
  await expect(phone).toBeVisible();
  await phone.fill('17012345678');
  await phone.blur();
  await expect(page.getByText('手机号格式错误，请核对')).toBeVisible();
  await phone.fill('13912345678');
  await sendCode(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('tabpanel', { name: '手机绑定' }).getByRole('status')).toContainText('绑定成功！');
  await expect(page.locator('[aria-current="step"]')).toContainText('绑定成功');

  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('textbox', { name: '手机号' }).fill('13912345678');
  await sendCode(page);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('WeChat: the merchant unbinds its WeChat and then sees the QR code', async ({ page }) => {
  await openAs(page, 'merchant', '/personal/bindingSet');
  await page.getByRole('tab', { name: '微信绑定' }).click();
  await expect(page.getByText('美居小王')).toBeVisible();
  await page.getByRole('button', { name: '解绑' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('解绑成功!')).toBeVisible();
  const qr = page.getByRole('img', { name: '微信公众号二维码' });
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("the merchant's deregistration is refused for its balance", async ({ page }) => {
  await openAs(page, 'merchant', '/personal/deprecated');
  const balance = page.getByRole('listitem').filter({ hasText: '钱包余额为0' });
  await expect(balance).toContainText('未满足');
  await expect(balance).toContainText('1,280.00');
  await expect(page.getByRole('button', { name: '下一步' })).toBeDisabled();
});

test("newco's deregistration goes through, and signing in again offers re-activation", async ({ page }) => {
  await openAs(page, 'newco', '/personal/deprecated');
  await expect(page.getByText('已满足')).toHaveCount(4);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByText('138****0005')).toBeVisible();
  await page.getByRole('button', { name: '下一步' }).click();
  await sendCode(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '确认注销' }).click();
  await expect(page.getByText('注销成功')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, 'newco');
  await expect(page.getByRole('alertdialog')).toContainText('您在注销账号保护期内，继续登录后将重新激活账号');
});

test('deregistration: 上一步 from the confirm step keeps the SMS countdown, so no second code can be asked for', async ({ page }) => {
  await openAs(page, 'newco', '/personal/deprecated');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByRole('button', { name: '下一步' }).click();
  await sendCode(page);
  await page.getByRole('button', { name: '下一步' }).click();
  await expect(page.getByRole('button', { name: '确认注销' })).toBeVisible();
  await page.getByRole('button', { name: '上一步' }).click();
  await expect(page.getByRole('textbox', { name: '验证码' })).toHaveValue(SMS_CODE);
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: '获取验证码' })).toHaveCount(0);
});

const SCREENS = [
  ['/personal/changePwd', '修改密码'],
  ['/personal/bindingSet', '绑定设置'],
  ['/personal/deprecated', '注销账号'],
];
for (const [path, title] of SCREENS) {
  test(`${path} has no serious or critical accessibility violation`, async ({ page }) => {
    await openAs(page, 'merchant', path);
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await screenSettled(page);
    expect(await severeViolations(page)).toEqual([]);
  });
}
