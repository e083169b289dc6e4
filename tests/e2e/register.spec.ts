import { SMS_CODE, expect, test } from './support';

test.describe('registration', () => {
  test('every rule shows its message and the button waits for a valid form', async ({ page }) => {
    await page.goto('/register');
    const submit = page.getByRole('button', { name: '注册', exact: true });
    const phone = page.getByRole('textbox', { name: '手机号' });
    await expect(submit).toBeDisabled();

    await phone.fill('');
    await phone.blur();
    await expect(page.getByText('手机号不能为空')).toBeVisible();
    await phone.fill('17112345678');
    await expect(page.getByText('禁止使用170、171号段手机')).toBeVisible();
    await phone.fill('10012345678');
    await expect(page.getByText('请输入正确的手机号')).toBeVisible();
    await phone.fill('13900000021');

    const code = page.getByRole('textbox', { name: '验证码' });
    await code.focus();
    await code.blur();
    await expect(page.getByText('请输入验证码')).toBeVisible();

    const password = page.getByLabel('密码', { exact: true });
    await password.focus();
    await password.blur();
    await expect(page.getByText('请输入密码', { exact: true })).toBeVisible();
    await password.fill('Abc!1234x');
    await expect(page.getByText('密码不能包含特殊字符')).toBeVisible();
    await password.fill('Abcd１２３４');
    await expect(page.getByText('密码不能包含特殊字符')).toBeVisible();
    await password.fill('abcd1234');
    await expect(page.getByText('密码强度不足，需包含大小写字母和数字的8-20位密码')).toBeVisible();
    await password.fill('Abcd1234');

    const confirm = page.getByLabel('确认密码');
    await confirm.focus();
    await confirm.blur();
    await expect(page.getByText('请再次输入密码')).toBeVisible();
    await confirm.fill('Abcd12345');
    await expect(page.getByText('两次输入密码不一致!')).toBeVisible();
    await confirm.fill('Abcd1234');

    await page.getByLabel('省份').focus();
    await page.getByLabel('省份').blur();
    await expect(page.getByText('请选择地区')).toBeVisible();
    await page.getByLabel('省份').selectOption({ label: '浙江省' });
    await page.getByLabel('城市').selectOption({ label: '杭州市' });
    await page.getByLabel('区县').selectOption({ label: '西湖区' });
    await expect(page.getByLabel('省份').locator('option', { hasText: '全国' })).toHaveCount(0);

    await code.fill(SMS_CODE);
    await expect(submit).toBeDisabled();
    await page.getByText('我已阅读并同意').click();
    await expect(submit).toBeEnabled();
    await page.getByText('我已阅读并同意').click();
    await expect(page.getByText('请确认已阅读协议')).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByText('我已阅读并同意').click();

    await page.getByRole('link', { name: '《注册协议》' }).click();
    const agreement = page.getByRole('dialog', { name: '注册协议' });
    await expect(agreement).toContainText('软件许可');
    await agreement.getByRole('button', { name: '我知道了' }).click();
    await expect(agreement).toBeHidden();

    await submit.click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong code (20102) marks the code field and keeps the form', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: '手机号' }).fill('13900000022');
    await page.getByRole('textbox', { name: '验证码' }).fill('000000');
    await page.getByLabel('密码', { exact: true }).fill('Abcd1234');
    await page.getByLabel('确认密码').fill('Abcd1234');
    await page.getByLabel('省份').selectOption({ label: '江苏省' });
    await page.getByLabel('城市').selectOption({ label: '苏州市' });
    await page.getByLabel('区县').selectOption({ label: '姑苏区' });
    await page.getByText('我已阅读并同意').click();
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect(page.getByText('验证码错误')).toBeVisible();
    await expect(page.getByRole('textbox', { name: '验证码' })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: '手机号' })).toHaveValue('13900000022');
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the SMS code for registration needs the captcha first', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('textbox', { name: '手机号' }).fill('13900000023');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('alert').filter({ hasText: '智能验证失败,请点击智能验证' })).toBeVisible();
    await page.getByRole('button', { name: '点击进行智能验证' }).click();
    await page.getByRole('button', { name: '获取验证码' }).click();
    await expect(page.getByRole('button', { name: /秒后重新获取$/ })).toBeDisabled();
  });
});
