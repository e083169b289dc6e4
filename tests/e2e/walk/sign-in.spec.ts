import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, SMS_CODE, expect, signIn, test } from '../support';
import { doubleClick, sentOnce, toasts, watchRequests } from './double-click';
import { answerCode, held, signInAs, tokenAnswer } from './walk-support';

/**
 * Capability walk, spec 1 §2 (/login, /register, top navigation, licence banner), §4 (session,
 * after login), spec 2 §2 (/find-account): each action ends in the result the spec names, and
 * what the server stored is read back from it: by signing in with it (through the form and
 * asked of the mock), and from its API with the session's token (walk-support.ts).
 *
 * Spec → test (here, or the existing spec that already walks it through the real app):
 * - account login, landing per role ............ ../sign-in.spec.ts
 * - quick (SMS) login, captcha, 20023 ........... ../sign-in.spec.ts, ../sign-in-validation.spec.ts
 * - remember password ........................... ../sign-in.spec.ts;
 *   unticked, the stored account is forgotten: 'signing in with 记住密码 unticked forgets ...'
 * - forced password change: dialog and landing .. ../sign-in.spec.ts;
 *   the new password is the one the server keeps: 'the forced change stores the new password ...'
 * - re-activation in protection ................. ../sign-in.spec.ts
 * - registration rules, 20102, captcha .......... ../register.spec.ts;
 *   a registered account signs in: 'a registered phone signs in ...'
 * - find-account explanation and application ... ../find-account.spec.ts
 * - the links between /login, /register and /find-account: 'the sign-in screens link ...'
 * - top navigation entries and 问答 ............... 'each top navigation entry ...', ../shell.spec.ts
 * - licence banner → updateBusinessInfo ......... 'the licence banner leads ...'
 * - logout, expiry, guard, not-found ............ ../session.spec.ts
 * - issue 55, a double click (two clicks in one task) sends one request: 'a double click on
 *   激活 ...', 'a double click on 退出 ...'
 */

async function register(page: Page, phone: string, password: string) {
  await page.goto('/register');
  await page.getByRole('textbox', { name: '手机号' }).fill(phone);
  await page.getByRole('button', { name: '点击进行智能验证' }).click();
  const sms = page.waitForRequest((r) => r.url().includes('/v2/oauth/sms'));
  await page.getByRole('button', { name: '获取验证码' }).click();
  expect((await sms).postDataJSON()).toMatchObject({ mobile: phone, verify_type: 'register' });
  await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('确认密码').fill(password);
  await page.getByLabel('省份').selectOption({ label: '浙江省' });
  await page.getByLabel('城市').selectOption({ label: '杭州市' });
  await page.getByLabel('区县').selectOption({ label: '西湖区' });
  await page.getByText('我已阅读并同意').click();
  const sent = page.waitForResponse((r) => r.url().includes('/v2/users/register'));
  await page.getByRole('button', { name: '注册', exact: true }).click();
  expect((await (await sent).json()).code).toBe(200);
  await expect(page).toHaveURL(/\/login$/);
}

test('a registered phone signs in with its password and, as a new company, lands on enterpriseInfo?user=new', async ({ page }) => {
  await register(page, '13900000731', 'Walk1234');
  const session = await signInAs(page, '13900000731', { password: 'Walk1234' });
  await expect(page).toHaveURL(/\/personal\/enterpriseInfo\?user=new$/);
  // The server holds the phone as the account's and the district picked as its company's region.
  expect(await held(page, session, '/users/index')).toMatchObject({ mobile: '13900000731', company_name: '' });
  expect(await held(page, session, '/account/company-profile')).toMatchObject({ locationId: [330000, 330100, 330106], name: '' });
  await expect(page.getByRole('textbox', { name: '公司名称' })).toHaveValue('');
  await expect(page.getByRole('button', { name: '提交' })).toBeVisible();
});

test('the forced change stores the new password: the old one is refused, the new one signs in', async ({ page, consoleErrors }) => {
  // The refused sign-in is an HTTP 400 of the token endpoint (spec 1 §8: error_description).
  consoleErrors.allow(/status of 400 .*\/v2\/oauth\/token/);
  await signIn(page, 'mustchange');
  const dialog = page.getByRole('dialog', { name: '修改密码' });
  await dialog.getByLabel('当前密码').fill(DEMO_PASSWORD);
  await dialog.getByLabel('新密码').fill('Walkpass123');
  await dialog.getByLabel('确认密码').fill('Walkpass123');
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/\/$/);
  // What the server holds: the old password is refused, the new one signs in with no change due.
  const oldAnswer = await tokenAnswer(page, 'mustchange', DEMO_PASSWORD);
  expect(oldAnswer.status()).toBe(400);
  const newAnswer = await tokenAnswer(page, 'mustchange', 'Walkpass123');
  expect(newAnswer.status()).toBe(200);
  expect(await newAnswer.json()).toMatchObject({ user_id: 1007, needChangePwd: 0 });
  await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login$/);

  // The old password: the server answers a refusal, which the form says; the page stays.
  const refused = page.waitForResponse((r) => r.url().includes('/v2/oauth/token') && r.request().method() === 'POST');
  await signIn(page, 'mustchange');
  expect((await refused).status()).toBe(400);
  await expect(page.getByText('用户名或密码错误').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: '修改密码' })).toHaveCount(0);
  await signIn(page, 'mustchange', 'Walkpass123');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('dialog', { name: '修改密码' })).toHaveCount(0);
});

test('the sign-in screens link to each other: 找回账号, 注册 and back to 登录', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '注册' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByRole('link', { name: '已有账号，去登录' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('link', { name: '找回账号' }).click();
  await expect(page).toHaveURL(/\/find-account\/application$/);
});

test('each top navigation entry opens its screen; 问答 only says it is under construction', async ({ page }) => {
  await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  const entries: [string, RegExp, string][] = [
    ['订单', /\/order$/, '全部订单'],
    ['效果图', /\/picture$/, '上传效果图'],
    ['文章', /\/article$/, '发布文章'],
    ['个人中心', /\/personal\/orderData$/, '订单数据'],
    ['首页', /\/$/, '最新订单'],
  ];
  for (const [entry, url, landmark] of entries) {
    await nav.getByRole('link', { name: entry }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByText(landmark, { exact: true }).first()).toBeVisible();
  }
  await nav.getByRole('button', { name: '问答' }).click();
  await expect(page.getByRole('region', { name: '消息提示（Alt+T）' }).getByText('正在装修，尽情期待')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('the licence banner leads a company without an approved licence to 更新营业执照', async ({ page }) => {
  await signInAs(page, 'newco');
  await page.goto('/');
  await page.getByRole('complementary', { name: '营业执照提醒' }).getByRole('link', { name: '去完善' }).click();
  await expect(page).toHaveURL(/\/personal\/updateBusinessInfo$/);
  await expect(page.getByRole('complementary', { name: '营业执照提醒' })).toHaveCount(0);
});

test('signing in with 记住密码 unticked forgets the account remembered before', async ({ page }) => {
  const signOut = async () => {
    await page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '退出' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('tab', { name: '账号登录' }).click();
  };
  await signIn(page, 'merchant', DEMO_PASSWORD, { remember: true });
  await expect(page).toHaveURL(/\/$/);
  await signOut();
  await expect(page.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
  await page.getByText('记住密码').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await signOut();
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('');
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: '记住密码' })).not.toBeChecked();
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('password');
});

test('a double click on 激活 re-activates once and signs in', async ({ page }) => {
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/v2/oauth/token' && r.request().method() === 'POST');
  await signIn(page, 'dormant');
  const { access_token: token, user_id: userId } = await (await answered).json();
  const session = { username: 'dormant', token, userId, companyId: 508 };
  const prompt = page.getByRole('alertdialog');
  await expect(prompt).toContainText('您在注销账号保护期内，继续登录后将重新激活账号');
  const activations = watchRequests(page, 'POST', /^\/v2\/users\/activate$/);
  await doubleClick(prompt.getByRole('button', { name: '激活' }));
  await sentOnce(page, activations, '操作成功');
  await expect(page).toHaveURL(/\/$/);
  // The server holds the account out of its protection period (0).
  expect(await held(page, session, `/users/check-unregister/${userId}`)).toBe(0);
});

test('a double click on 退出 signs out once', async ({ page }) => {
  const session = await signInAs(page, 'merchant', { guideSeen: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: '最新订单' })).toBeVisible();
  const logouts = watchRequests(page, 'POST', /^\/v2\/oauth\/logout$/);
  await doubleClick(page.getByRole('navigation', { name: '主导航' }).getByRole('button', { name: '退出' }));
  await expect(page).toHaveURL(/\/login$/);
  await logouts.answered();
  expect(logouts.count(), 'sign-outs sent by the double click').toBe(1);
  // The server ended the session: its token is refused (20201).
  expect(await answerCode(page, session, '/users/index')).toBe(20201);
  await expect(toasts(page).getByRole('alert')).toHaveCount(0);
});

test('ten wrong passwords lock the account: the right one is then refused with the catalogue words, and the form stays', async ({ page, consoleErrors }) => {
  // The refusals are HTTP 400s of the token endpoint (spec 1 §8: error_description).
  consoleErrors.allow(/status of 400 .*\/v2\/oauth\/token/);
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
  const password = page.getByLabel('密码', { exact: true });
  const token = () => page.waitForResponse((r) => r.url().includes('/v2/oauth/token') && r.request().method() === 'POST');
  for (let attempt = 1; attempt <= 10; attempt++) {
    await password.fill(`Wrong${attempt}234`);
    const answered = token();
    await page.getByRole('button', { name: '登录', exact: true }).click();
    expect((await answered).status()).toBe(400);
  }
  await password.fill(DEMO_PASSWORD);
  const answered = token();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  expect(await (await answered).json()).toMatchObject({ error_description: '您操作过于频繁，请稍后再试' });
  await expect(page.getByText('您操作过于频繁，请稍后再试').first()).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('merchant');
});
