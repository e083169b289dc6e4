import { existsSync } from 'node:fs';
import type { APIResponse, Page } from '@playwright/test';
import { expect, holdRequests, test, useDemoSession } from '../e2e/support';
import { pngFile } from '../e2e/content-images';

// What deploy/ promises, read from nginx's answers (no browser needed).
const BROTLI = existsSync(process.env.BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so');
const CAPTCHA = 'https://g.alicdn.com';

function csp(res: APIResponse): Map<string, string[]> {
  const policy = res.headers()['content-security-policy'] ?? '';
  return new Map(
    policy.split(';').map((d) => d.trim().split(/\s+/)).filter((p) => p[0]).map(([name, ...values]) => [name, values]),
  );
}

function expectAppHeaders(res: APIResponse) {
  const h = res.headers();
  const policy = csp(res);
  // The captcha's script folder, not its whole host (issue 60).
  expect(policy.get('script-src')).toEqual(["'self'", `${CAPTCHA}/AWSC/`]);
  // No source admits any https address: images and media from this origin (and the hosts
  // deploy/ names), frames from the allowed video players and the captcha only.
  for (const [directive, sources] of policy) expect(sources, directive).not.toContain('https:');
  expect(policy.get('frame-src')).toEqual(['https://player.bilibili.com', 'https://player.youku.com', 'https://v.qq.com', CAPTCHA]);
  expect(policy.get('report-uri')).toEqual(['/v2/csp-report']);
  // Served over plain http here: report-to is named over https only (Chromium's Reporting API
  // sends to secure endpoints, and ignores report-uri when report-to is named).
  expect(policy.get('report-to')).toBeUndefined();
  expect(h['reporting-endpoints']).toBe('csp="/v2/csp-report"');
  expect(h['strict-transport-security']).toBe('max-age=31536000');
  expect(h['cross-origin-opener-policy']).toBe('same-origin');
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", CAPTCHA]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(h['x-content-type-options']).toBe('nosniff');
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const permissions = h['permissions-policy'] ?? '';
  for (const off of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'display-capture'])
    expect(permissions).toContain(`${off}=()`);
  // The app copies phone numbers and pastes into the editor; players may go full screen.
  expect(permissions).not.toMatch(/clipboard|fullscreen/);
}

test('/ and /login: index.html never cached, with the security headers', async ({ request }) => {
  for (const path of ['/', '/login', '/personal/orderData']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    expect(res.headers()['cache-control']).toBe('no-cache');
    // /login comes drawn (prerendered at build time), / with the signed-in frame (drawn until the
    // app's first render); the others are filled by the app.
    const root = { '/login': '<div id="root" data-prerendered="/login" inert>', '/': '<div id="root" data-frame>' }[path];
    expect(await res.text()).toContain(root ?? '<div id="root"></div>');
    expectAppHeaders(res);
  }
});

test('the build has no inline script for the CSP to refuse', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const tag of scripts) expect(tag).toMatch(/\bsrc="\/assets\/[^"]+\.js"/);
  expect(html).not.toMatch(/<script\b[^>]*>[^<]+<\/script>/);
});

test('a hashed asset: immutable for a year, precompressed brotli and gzip', async ({ request }) => {
  const html = await (await request.get('/')).text();
  // The largest start-up file the page names (React's stage).
  const preloads = [...html.matchAll(/(?:href|src)="(\/assets\/[\w.-]+\.js)"/g)].map((m) => m[1]);
  expect(preloads.length).toBeGreaterThan(0);
  const sizes = await Promise.all(preloads.map(async (file) => (await (await request.get(file, { headers: { 'Accept-Encoding': 'identity' } })).body()).length));
  const asset = preloads[sizes.indexOf(Math.max(...sizes))];
  const get = (encoding: string) => request.get(asset, { headers: { 'Accept-Encoding': encoding } });
  const plain = await get('identity');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  const size = (await plain.body()).length;
  expect(size).toBeGreaterThan(100_000);
  for (const [accept, encoding] of [['gzip', 'gzip'], ['br, gzip', BROTLI ? 'br' : 'gzip']]) {
    const res = await get(accept);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-encoding'], accept).toBe(encoding);
    expect(res.headers()['vary']).toContain('Accept-Encoding');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers()['content-type']).toContain('javascript');
    expect(Number(res.headers()['content-length'])).toBeLessThan(size / 2);
    expectAppHeaders(res);
  }
  // A missing asset is a 404 (never index.html as script) and is not cached for a year.
  const missing = await request.get('/assets/no-such-chunk.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  expect((await request.get('/.vite/manifest.json')).status()).toBe(404);
});

test('an upload through nginx: stored bytes that can never run as a page', async ({ request }) => {
  const auth = { Authorization: 'Bearer demo-merchant' };
  const token = (await (await request.get('/v2/qiniu/get-token', { headers: auth })).json()).data as string;
  const key = `album/${Date.now()}-nginxcheck.png`;
  const { buffer } = pngFile('nginx-check.png', 40, 40);
  const upload = await request.post('/qiniu/upload', {
    multipart: { token, key, file: { name: 'nginx-check.png', mimeType: 'image/png', buffer } },
  });
  expect(upload.ok(), await upload.text()).toBe(true);

  const res = await request.get(`/uploads/${key}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('image/png');
  expect(Buffer.compare(await res.body(), buffer)).toBe(0);
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'none'"]);
  expect(policy.has('sandbox')).toBe(true);
  expect(policy.get('sandbox')).toEqual([]);
  expect(policy.has('script-src')).toBe(false);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  // An image displays inline; only document types are turned into downloads.
  expect(res.headers()['content-disposition']).toBeUndefined();
  expect(res.headers()['x-powered-by']).toBeUndefined();
});

test('the API behind nginx answers with nosniff, no-store and without the upstream banner', async ({ request }) => {
  const res = await request.get('/v2/users/index', { headers: { Authorization: 'Bearer demo-merchant' } });
  expect(res.ok()).toBe(true);
  expect((await res.json()).code).toBe(200);
  expect(res.headers()['x-content-type-options']).toBe('nosniff');
  expect(res.headers()['x-powered-by']).toBeUndefined();
  // Personal data: never stored by the browser or a cache on the way (issue 60).
  expect(res.headers()['cache-control']).toBe('no-store');
});

const linked = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="(/assets/[^"]+)"`, 'g'))].map((m) => m[1]);

test('a first screen asks for its own chunks with the entry; other paths get the plain page', async ({ request }) => {
  // /login is prerendered: its page names a boot script, which preloads the chunks after the first paint.
  const loginPage = await (await request.get('/login')).text();
  const boot = loginPage.match(/<script type="module" crossorigin src="(\/assets\/boot-[\w-]+\.js)">/)?.[1];
  expect(boot, 'the boot script of the prerendered /login').toBeTruthy();
  expect(loginPage).not.toContain('modulepreload');
  const bootCode = await (await request.get(boot!)).text();
  const listed = (name: string) => [...(bootCode.match(new RegExp(`const ${name} = (\\[[^\\]]*\\])`))?.[1] ?? '[]').matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const login = listed('files').map((f) => `<link rel="modulepreload" href="${f}">`).join('\n');
  // The sign-in screen is hydrated without the router: its two stages are prefetched, for later, not preloaded.
  expect(listed('files').some((f) => /\/(app-root|router)-[\w-]+\.js$/.test(f))).toBe(false);
  expect(listed('later').filter((f) => /\/(app-root|router)-[\w-]+\.js$/.test(f)).length).toBeGreaterThanOrEqual(2);
  const home = await (await request.get('/')).text();
  const deep = await (await request.get('/personal/orderData')).text();
  expect(linked(login, 'modulepreload').some((f) => /\/sign-in-first-[\w-]+\.js$/.test(f))).toBe(true);
  expect(bootCode).toMatch(/import\("\/assets\/index-[\w-]+\.js"\)/);
  expect(linked(home, 'modulepreload').some((f) => /\/home-[\w-]+\.js$/.test(f))).toBe(true);
  expect(linked(home, 'modulepreload').some((f) => /\/login-[\w-]+\.js$/.test(f))).toBe(false);
  expect(linked(deep, 'modulepreload').some((f) => /\/(login|home)-[\w-]+\.js$/.test(f))).toBe(false);
  // Behind sign-in a first screen renders in the shell: its page asks for the shell's chunk too.
  const order = await (await request.get('/order')).text();
  for (const html of [home, order]) expect(linked(html, 'modulepreload').some((f) => /\/app-shell-[\w-]+\.js$/.test(f))).toBe(true);
  // Every page asks for the theme chunk the entry awaits, and each file it names exists.
  for (const html of [login, home, order, deep]) {
    expect(linked(html, 'modulepreload').some((f) => /\/theme-[\w-]+\.js$/.test(f))).toBe(true);
    for (const file of [...linked(html, 'modulepreload'), ...linked(html, 'stylesheet')])
      expect((await request.get(file)).status(), file).toBe(200);
  }
});

test('a signed-in first visit to / asks for every chunk of its screen before its first API call', async ({ page }) => {
  await useDemoSession(page, 'merchant');
  const order: string[] = [];
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith('/v2/') || path.endsWith('.js')) order.push(path);
  });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  const firstCall = order.findIndex((p) => p.startsWith('/v2/'));
  const shell = order.findIndex((p) => /\/app-shell-[\w-]+\.js$/.test(p));
  const home = order.findIndex((p) => /\/home-[\w-]+\.js$/.test(p));
  expect(firstCall, order.join('\n')).toBeGreaterThan(0);
  // Without them in the page, the shell's chunk was asked for after the navigation guard's calls.
  expect([shell, home].every((i) => i >= 0 && i < firstCall), order.join('\n')).toBe(true);
});

test('/ and /order ask with the entry for the gateways their first screen calls', async ({ page, request }) => {
  // Gateways load on their first call, so that /login does not carry them (src/di/container.ts).
  // A first screen's page asks for the ones it calls; otherwise each first call waited for a download.
  await useDemoSession(page, 'merchant');
  const screens = [
    { path: '/', calls: ['/v2/orders/index-slide', '/v2/orders'], gateways: ['home', 'order'] },
    { path: '/order', calls: ['/v2/users/sub-account', '/v2/orders'], gateways: ['order', 'sub-account'] },
  ];
  for (const { path, calls, gateways } of screens) {
    const requested: string[] = [];
    const onRequest = (r: { url: () => string }) => {
      const file = new URL(r.url()).pathname;
      if (/\/http-[\w-]+-gateway-[\w-]+\.js$/.test(file)) requested.push(file);
    };
    page.on('request', onRequest);
    const answered = calls.map((call) => page.waitForResponse((r) => new URL(r.url()).pathname === call));
    await page.goto(path);
    await Promise.all(answered);
    page.off('request', onRequest);
    const preloaded = linked(await (await request.get(path)).text(), 'modulepreload');
    for (const name of gateways) {
      expect(requested.some((f) => f.includes(`/http-${name}-gateway-`)), `${path} loads the ${name} gateway`).toBe(true);
    }
    for (const file of requested) expect(preloaded, `${path} asks for ${file} with the entry`).toContain(file);
  }
});

/** The gateways (http-NAME-gateway chunks) the page asks for from now on, until `stop`. */
function gatewaysRequested(page: Page) {
  const names = new Set<string>();
  const onRequest = (r: { url: () => string }) => {
    // A gateway's chunk, or a content area's resource (src/adapters/http/content/<area>.ts), which
    // loads with the one content gateway: the area's gateway.
    const match = /\/(?:http-([\w-]+)-gateway|(album|article|banner|honor|promotion)s)-[\w-]{8}\.js$/.exec(new URL(r.url()).pathname);
    const name = match?.[1] ?? match?.[2];
    if (name) names.add(name);
  };
  page.on('request', onRequest);
  return { names, stop: () => page.off('request', onRequest) };
}

test('a personal screen asks for the gateways it calls while its own chunk downloads', async ({ page }) => {
  // Gateways load on their first call (src/di/container.ts). The personal centre's routes ask
  // for those of their screen (PersonalScreen.warm in src/ui/app/personal-routes.ts) and the
  // layout's route for the header's: otherwise each screen's first call waited for a second
  // download, after its chunk had arrived and rendered. Here the layout's and the screen's chunks
  // are held: the gateways are asked for all the same.
  await useDemoSession(page, 'merchant');
  const screens = [
    { path: 'wallet', chunk: 'wallet-page', gateways: ['wallet', 'order'] },
    { path: 'mailer', chunk: 'mailer-page', gateways: ['message'] },
    { path: 'accountlist', chunk: 'sub-account-list', gateways: ['sub-account'] },
    { path: 'enterpriseInfo', chunk: 'enterprise-page', gateways: ['location'] },
  ];
  for (const { path, chunk, gateways } of screens) {
    const requested = gatewaysRequested(page);
    const release = await holdRequests(page, new RegExp(`^/assets/(personal-layout|${chunk})-[\\w-]{8}\\.js$`));
    await page.goto(`/personal/${path}`, { waitUntil: 'commit' });
    for (const gateway of ['company-profile', ...gateways]) {
      await expect.poll(() => requested.names.has(gateway), `/personal/${path} asks for the ${gateway} gateway`).toBe(true);
    }
    release();
    await page.unrouteAll({ behavior: 'wait' });
    requested.stop();
  }
});

test("/picture and /article ask for their gateway while the screen's chunk downloads", async ({ page }) => {
  // As the personal centre's routes do (warmPorts, src/ui/app/content-routes.ts), followed from /.
  await useDemoSession(page, 'merchant');
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav).toBeVisible();
  for (const { link, chunk, gateway, url } of [
    { link: '效果图', chunk: 'picture', gateway: 'album', url: /\/picture$/ },
    { link: '文章', chunk: 'article', gateway: 'article', url: /\/article$/ },
  ]) {
    const requested = gatewaysRequested(page);
    const release = await holdRequests(page, new RegExp(`^/assets/${chunk}-[\\w-]{8}\\.js$`));
    await nav.getByRole('link', { name: link, exact: true }).click();
    await expect.poll(() => requested.names.has(gateway), `${link} asks for the ${gateway} gateway`).toBe(true);
    release();
    await expect(page).toHaveURL(url);
    await page.unrouteAll({ behavior: 'wait' });
    requested.stop();
  }
});

test('/ and /order draw the signed-in frame from their HTML, before any script, and the app replaces it', async ({ browser, page }) => {
  // A slow network left these pages blank until the app had loaded, checked the session and
  // rendered. Without scripts, what the page draws by itself:
  const noScripts = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const bare = await noScripts.newPage();
  for (const path of ['/', '/order']) {
    await bare.goto(path);
    await expect(bare.getByText('商家中心', { exact: true }), path).toBeVisible();
    await expect(bare.getByRole('status'), path).toHaveText('加载中…');
    // Styled from the page's own styles: the dark bar of the signed-in shell.
    await expect(bare.locator('header'), path).toHaveCSS('background-color', 'rgb(24, 24, 27)');
    // Its spinner is drawn still for its first second (global.css), from the page's own styles.
    await expect(bare.getByRole('status').locator('.chakra-spinner'), path).toHaveCSS('animation-delay', '1s');
    // Nothing in it answers input.
    await expect(bare.locator('#root a, #root button, #root input')).toHaveCount(0);
  }
  await noScripts.close();
  // With scripts, the app's first render takes its place.
  await useDemoSession(page, 'merchant');
  for (const path of ['/order', '/']) {
    await page.goto(path);
    await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await expect(page.getByText('加载中…')).toHaveCount(0);
    // One bar shows (the compact one is in the page too, hidden from 768 px): the frame's is gone.
    await expect(page.locator('header:visible')).toHaveCount(1);
  }
});

test('a start-up that fails says so and retries, instead of leaving the frame or the inert login form', async ({ page, consoleErrors }) => {
  // A start-up stage whose chunk does not arrive (a flaky network, a deploy that removed it):
  // the router library's (the sign-in screen's own on /login, which has no router), and React's, the largest file of all (mount.ts), which the entry
  // imports as a stage so that it is still running to say so.
  consoleErrors.allow(/Failed to load resource/, /dynamically imported module/);
  const visits = [
    ['/order', '**/assets/app-root-*.js', page.getByRole('navigation', { name: '主导航' })],
    ['/login', '**/assets/sign-in-first-*.js', page.getByRole('button', { name: '登录', exact: true })],
    ['/', '**/assets/mount-*.js', page.getByRole('navigation', { name: '主导航' })],
    ['/login', '**/assets/mount-*.js', page.getByRole('button', { name: '登录', exact: true })],
    ['/order', '**/assets/providers-*.js', page.getByRole('navigation', { name: '主导航' })],
    ['/login', '**/assets/start-services-*.js', page.getByRole('button', { name: '登录', exact: true })],
  ] as const;
  for (const [path, chunk, drawn] of visits) {
    if (path === '/login') await page.context().clearCookies();
    else await useDemoSession(page, 'merchant');
    await page.route(chunk, (route) => route.abort());
    await page.goto(path);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: '页面出错了' }), `${path} without ${chunk}`).toBeVisible();
    await expect(alert).toContainText('抱歉，页面加载失败，请稍后重试。');
    // Nothing of what the page drew before the app is left, and the page answers input.
    await expect(page.getByText('加载中…')).toHaveCount(0);
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The retry loads the page again; with the chunk back, the app starts.
    await page.unroute(chunk);
    await alert.getByRole('button', { name: '重试' }).focus();
    await page.keyboard.press('Enter');
    await expect(drawn, `${path} without ${chunk}`).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
});

test('a gateway whose chunk does not arrive is told as a call without an answer, and loaded again on the next call', async ({ page, consoleErrors }) => {
  // Gateways load on their first call (src/di/container.ts). Only the browser's own line about
  // the aborted file may reach the console: the failure is the request layer's, not a crash.
  consoleErrors.allow(/Failed to load resource/);
  await useDemoSession(page, 'merchant');
  const chunk = '**/assets/http-order-gateway-*.js';
  await page.route(chunk, (route) => route.abort());
  await page.goto('/order');
  await expect(page.getByText('请检查网络再重新连接', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
  await expect(page.locator('[data-order-row]')).toHaveCount(0);
  // With the file back, the next calls load it: home, then the list again.
  await page.unroute(chunk);
  await page.getByRole('link', { name: '首页' }).click();
  await page.getByRole('link', { name: '订单' }).click();
  await expect(page.locator('[data-order-row]').first()).toBeVisible();
});

test("Chakra's global CSS, prerendered into /login's head, applies before and after the app has started (reset and token variables)", async ({ page }) => {
  const html = await (await page.request.get('/login')).text();
  expect(html.slice(0, html.indexOf('<body')), 'the reset and token variables are in the head of the page').toMatch(/<style data-emotion="css-global [\w-]+">[^<]*--chakra-colors-blue-500:/);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  const styles = await page.evaluate(() => {
    const root = getComputedStyle(document.documentElement);
    return {
      blue: root.getPropertyValue('--chakra-colors-blue-500').trim(),
      margin: getComputedStyle(document.body).margin,
    };
  });
  expect(styles.blue).toMatch(/^#[0-9a-f]{6}$/i);
  expect(styles.margin).toBe('0px');
});
