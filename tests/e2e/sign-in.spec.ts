import { DEMO_PASSWORD, SMS_CODE, expect, holdRequests, signIn, test } from './support';

const landing: [string, RegExp][] = [
  ['merchant', /\/$/],
  ['designer', /\/$/],
  ['viewer', /\/$/],
  ['frozen', /\/$/],
  ['group', /\/personal\/groupInfo$/],
  ['newco', /\/personal\/enterpriseInfo\?user=new$/],
];

test.describe('password sign-in lands where spec 1 section 4 says', () => {
  for (const [username, path] of landing) {
    test(`${username}`, async ({ page }) => {
      await signIn(page, username);
      await expect(page).toHaveURL(path);
    });
  }

  test.describe('mustchange must change the password before continuing', () => {
    // Every step waits for its own condition; there is no budget for the whole test, so a busy
    // machine makes it slower, never red.
    test.describe.configure({ timeout: 0 });

    test('the dialog says what is missing or wrong', async ({ page }) => {
      await signIn(page, 'mustchange');
      const dialog = page.getByRole('dialog', { name: '修改密码' });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(dialog.getByText('请输入当前密码')).toBeVisible();
      await expect(dialog.getByText('请输入新密码')).toBeVisible();
      await dialog.getByLabel('当前密码').fill(DEMO_PASSWORD);
      await dialog.getByLabel('新密码').fill('Newpass123');
      await dialog.getByLabel('确认密码').fill('Newpass124');
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(dialog.getByText('两次输入密码不一致!')).toBeVisible();
    });

    test('nothing of the session is stored before the change: a second tab goes to /login', async ({ page, context }) => {
      await signIn(page, 'mustchange');
      const dialog = page.getByRole('dialog', { name: '修改密码' });
      await expect(dialog).toBeVisible();
      expect((await context.cookies()).map((c) => c.name)).not.toContain('session_token');
      const second = await context.newPage();
      await second.goto('/order');
      await expect(second).toHaveURL(/\/login$/);
      await second.close();

      await dialog.getByLabel('当前密码').fill(DEMO_PASSWORD);
      await dialog.getByLabel('新密码').fill('Newpass123');
      await dialog.getByLabel('确认密码').fill('Newpass123');
      await dialog.getByRole('button', { name: '确定' }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
      expect((await context.cookies()).map((c) => c.name)).toContain('session_token');
    });
  });

  test('dormant is asked to re-activate, then signs in', async ({ page, context }) => {
    await signIn(page, 'dormant');
    const prompt = page.getByRole('alertdialog');
    await expect(prompt).toContainText('您在注销账号保护期内，继续登录后将重新激活账号');
    // Not re-activated yet: nothing of the session is stored, so another tab is signed out.
    const second = await context.newPage();
    await second.goto('/order');
    await expect(second).toHaveURL(/\/login$/);
    await second.close();
    await prompt.getByRole('button', { name: '激活' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('dormant who cancels stays signed out', async ({ page }) => {
    await signIn(page, 'dormant');
    await page.getByRole('alertdialog').getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('SMS sign-in with the captcha and the code', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: '手机号' }).fill('13800000001');
  await page.getByRole('button', { name: '点击进行智能验证' }).click();
  await expect(page.getByText('验证通过')).toBeVisible();
  await page.getByRole('button', { name: '获取验证码' }).click();
  await expect(page.getByRole('button', { name: /^\d+秒后重新获取$/ })).toBeDisabled();
  await page.getByRole('textbox', { name: '验证码' }).fill(SMS_CODE);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('remember password keeps the account for the next visit', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('  merchant  ');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByText('记住密码').click();
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: '账号登录' }).click();
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('merchant');
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue(DEMO_PASSWORD);
  await expect(page.getByRole('checkbox', { name: '记住密码' })).toBeChecked();
});

test('/login is drawn from the page itself before any script has run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.getByText('商家登录')).toBeVisible();
  await expect(page.getByText('快捷登录')).toBeVisible();
  await expect(page.getByText('找回账号')).toBeVisible();
  // The captcha widget's place is drawn too (same box and text), so nothing grows or moves later.
  await expect(page.locator('.captcha-pending')).toHaveText('点击进行智能验证');
  // Nothing answers yet, so nothing can be pressed in vain.
  await expect(page.locator('#root')).toHaveAttribute('inert', '');
  await context.close();
});

test('the app takes over the drawn /login in place (hydration, no second render)', async ({ page }) => {
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') (window as unknown as { drawn: Element | null }).drawn = document.querySelector('#root main');
    });
  });
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await expect(page.getByRole('textbox', { name: '用户名' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { drawn: Element | null }).drawn === document.querySelector('#root main'))).toBe(true);
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
});

test('a sign-in sent before TanStack Query has arrived waits for it, then signs in once (useLateMutation)', async ({ page }) => {
  // /login loads TanStack Query's core after its first paint; hold that file.
  const core = '**/assets/late-mutation-core-*.js';
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(core, async (route) => {
    await released;
    await route.continue();
  });
  const tokens: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/v2/oauth/token') tokens.push(r.url());
  });
  await signIn(page, 'merchant');
  // The submit is under way (a second press is refused) and nothing is sent without the core.
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeDisabled();
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('merchant');
  expect(tokens).toHaveLength(0);
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  expect(tokens).toHaveLength(1);
});

test('after 登录, the shell is asked for while the guard waits for the user index (issue 59)', async ({ page }) => {
  const shellFile = (url: string) => /\/assets\/app-shell-[\w-]+\.js$/.test(new URL(url).pathname);
  const releaseIndex = await holdRequests(page, '/v2/users/index');
  // login.html prefetches the shell while the merchant types; the sign-in then imports it again.
  const prefetched = page.waitForEvent('requestfinished', (r) => shellFile(r.url()));
  await page.goto('/login');
  await page.getByRole('tab', { name: '账号登录' }).click();
  await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
  await page.getByLabel('密码', { exact: true }).fill(DEMO_PASSWORD);
  await prefetched;
  const indexAsked = page.waitForRequest((r) => new URL(r.url()).pathname === '/v2/users/index');
  const shellImported = page.waitForRequest((r) => shellFile(r.url()));
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await indexAsked;
  await shellImported;
  releaseIndex();
  await expect(page.getByRole('heading', { name: '最新订单' })).toBeVisible();
});

test('a sign-in that needs neither loads no file of the re-activation or the forced password change (issue 59)', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname)));
  await signIn(page, 'merchant');
  await expect(page.getByRole('heading', { name: '最新订单' })).toBeVisible();
  expect(scripts.filter((path) => /\/(confirm-dialog|change-password-dialog|password-change|form-kit)-[\w-]+\.js$/.test(path))).toEqual([]);
});
