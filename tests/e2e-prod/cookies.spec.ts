import { DEMO_PASSWORD, expect, signIn, test } from '../e2e/support';

/**
 * Issue 60: the remember-me cookies (account, Base64 password) live on the sign-in page only:
 * no API request, no upload and no other page's request carries them, and no other site can
 * make the browser send them (SameSite=Strict). Behind nginx, as merchants get the app.
 */
test('the remembered account and password travel with no API or upload request', async ({ page, context, consoleErrors }) => {
  // The probe upload has no token and the probe file does not exist: refused, as they should be.
  consoleErrors.allow(/status of 401 .*\/qiniu\/upload/, /status of 404 .*\/uploads\//);
  const seen: Promise<{ url: string; cookie: string }>[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/(v2|qiniu|uploads)\//.test(url.pathname)) seen.push(request.allHeaders().then((h) => ({ url: url.pathname, cookie: h.cookie ?? '' })));
  });

  await signIn(page, 'merchant', DEMO_PASSWORD, { remember: true });
  await expect(page).toHaveURL(/\/$/);

  const remembered = (await context.cookies()).filter((c) => c.name === 'account' || c.name === 'password');
  expect(remembered.map((c) => [c.name, c.path, c.sameSite, c.domain])).toEqual([
    ['account', '/login', 'Strict', '127.0.0.1'],
    ['password', '/login', 'Strict', '127.0.0.1'],
  ]);

  // An upload, a stored file and more API calls, from a page of the app.
  await page.evaluate(async () => {
    const form = new FormData();
    form.append('token', 'upload-none');
    form.append('key', 'album/1700000000000-x.png');
    form.append('file', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), 'a.png');
    await fetch('/qiniu/upload', { method: 'POST', body: form });
    await fetch('/uploads/album/1700000000000-none.png');
    await fetch('/v2/users/index', { headers: { Authorization: 'Bearer demo-merchant' } });
  });

  const api = await Promise.all(seen);
  expect(api.map((h) => h.url)).toEqual(expect.arrayContaining(['/qiniu/upload', '/uploads/album/1700000000000-none.png', '/v2/users/index']));
  for (const { url, cookie } of api) {
    expect(cookie, url).not.toMatch(/(^|;\s*)(account|password)=/);
  }
  // The session's own cookies do travel (the older site shares them): the check above can see cookies.
  expect(api.some((h) => /session_token=/.test(h.cookie))).toBe(true);

  // The sign-in page still has them: the next visit fills the form.
  await page.getByRole('button', { name: '退出' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('tab', { name: '账号登录' }).click();
  await expect(page.getByRole('textbox', { name: '用户名' })).toHaveValue('merchant');
  await expect(page.getByLabel('密码', { exact: true })).toHaveValue(DEMO_PASSWORD);
});
