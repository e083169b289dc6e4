import { expect, test } from './support';

test.describe('login validation messages', () => {
  test('account tab', async ({ page, consoleErrors }) => {
    // The wrong password is answered 400 by the token endpoint, as the backend does.
    consoleErrors.allow(/status of 400 .*\/v2\/oauth\/token/);
    await page.goto('/login');
    await page.getByRole('tab', { name: '账号登录' }).click();
    await page.getByRole('textbox', { name: '用户名' }).fill('   ');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('请输入用户名')).toBeVisible();
    await expect(page.getByText('请输入密码')).toBeVisible();
    await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
    await page.getByLabel('密码', { exact: true }).fill('Wrong1234');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: '用户名或密码错误' })).toBeVisible();
    // A failed sign-in keeps what was typed.
    await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('merchant');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('quick tab', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('手机号不能为空')).toBeVisible();
    await expect(page.getByText('请输入验证码')).toBeVisible();
    await page.getByRole('textbox', { name: '手机号' }).fill('17012345678');
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await expect(page.getByText('禁止使用170、171号段手机')).toBeVisible();
    await page.getByRole('textbox', { name: '手机号' }).fill('12345678901');
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();

    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '智能验证失败,请点击智能验证' })).toBeVisible();
    await page.getByRole('button', { name: '点击进行智能验证' }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '请填写正确的手机号' }).first()).toBeVisible();
  });

  test('a disabled company is refused the SMS code and the captcha resets', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '手机号' }).fill('13800000099');
    await page.getByRole('button', { name: '点击进行智能验证' }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '您的公司账号已被禁用，无法登录' })).toBeVisible();
    await expect(page.getByRole('button', { name: '点击进行智能验证' })).toBeVisible();
  });
});
