// Lighthouse CI's puppeteerScript (lighthouserc.cjs): before each run, the browser is put in the
// state a merchant's visit starts from. /login is a first visit: no cookies, no storage, an empty
// HTTP cache (as are the anchors). / and /order come after signing in through /login as `merchant` (keyboard and
// clicks, as a person does), their files in the cache from that visit, as after a sign-in.
/** @param {import('puppeteer-core').Browser} browser @param {{ url: string }} context */
module.exports = async (browser, { url }) => {
  const { origin, pathname } = new URL(url);
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    // The anchors (tests/lighthouse/anchors/) are first visits too.
    if (pathname === '/login' || pathname.startsWith('/anchor-')) {
      await cdp.send('Network.clearBrowserCookies');
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      return;
    }
    await page.goto(`${origin}/login`);
    // Still signed in from the run before: /login sends a signed-in user on.
    await page.waitForFunction(() => location.pathname !== '/login' || !document.getElementById('root')?.hasAttribute('inert'), { timeout: 30_000 });
    if (new URL(page.url()).pathname !== '/login') return;
    await page.locator('::-p-aria([name="账号登录"][role="tab"])').click();
    await page.locator('::-p-aria([name="用户名"][role="textbox"])').fill('merchant');
    await page.locator('input[type="password"]').fill('Demo1234');
    await Promise.all([
      page.waitForFunction(() => location.pathname === '/', { timeout: 30_000 }),
      page.locator('::-p-aria([name="登录"][role="button"])').click(),
    ]);
  } finally {
    await page.close();
  }
};
