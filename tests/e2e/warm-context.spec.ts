import { expect, test } from './support';

// The suite's tests share their worker's kept browser profile (warm-context.ts). These run in
// order in one worker: the second must find nothing of what the first left, and the app's files
// come from the HTTP cache.
test.describe.configure({ mode: 'serial' });

test.describe('the kept browser profile', () => {
  test('a test leaves cookies, storage, a permission, a route and offline mode behind', async ({ page, context }) => {
    // A page of the app's origin without the app, so that going offline interrupts nothing.
    await context.route('**/left-behind', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>-</title><link rel="icon" href="data:,">' }));
    await page.goto('/left-behind');
    await page.evaluate(async () => {
      localStorage.setItem('left-behind', '1');
      sessionStorage.setItem('left-behind', '1');
      document.cookie = 'left-behind=1; path=/';
      await new Promise((resolve, reject) => {
        const open = indexedDB.open('left-behind');
        open.onsuccess = () => resolve(open.result.close());
        open.onerror = () => reject(open.error);
      });
    });
    await context.grantPermissions(['clipboard-read']);
    expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'left-behind' }));
    await context.setOffline(true);
  });

  test('the next test finds none of it', async ({ page, context }) => {
    await page.goto('/login');
    expect(await context.cookies()).toEqual([]);
    const left = await page.evaluate(async () => ({
      local: localStorage.getItem('left-behind'),
      session: sessionStorage.getItem('left-behind'),
      databases: (await indexedDB.databases()).map((d) => d.name),
      clipboard: (await navigator.permissions.query({ name: 'clipboard-read' as PermissionName })).state,
      routed: (await (await fetch('/left-behind')).text()).includes('<title>-</title>'),
    }));
    expect(left).toEqual({ local: null, session: null, databases: [], clipboard: expect.not.stringMatching(/^granted$/), routed: false });
  });

  test("the app's files come from the HTTP cache, as on a merchant's later visit", async ({ page, request }) => {
    // nginx serves them as production does, cached for good; vite preview (npm run test:e2e,
    // where nginx is missing) has the browser ask again for each.
    const login = await (await request.get('/login')).text();
    const entry = login.match(/\/assets\/[\w.-]+\.js/)?.[0];
    test.skip(!/immutable/.test((await request.get(entry!)).headers()['cache-control'] ?? ''), 'the server does not let the browser cache the files');
    // The tests before this one have loaded the sign-in screen in this profile.
    await page.goto('/login');
    const scripts = () =>
      page.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((e): e is PerformanceResourceTiming => /\/assets\/[^/]+\.js$/.test(e.name))
          .map((e) => ({ file: new URL(e.name).pathname, transferred: e.transferSize })),
      );
    await expect.poll(async () => (await scripts()).length).toBeGreaterThan(3);
    expect((await scripts()).filter((s) => s.transferred > 0)).toEqual([]);
  });

  test('a context-wide init script or clock is refused: the next test would inherit it', async ({ page, context }) => {
    expect(() => context.addInitScript(() => {})).toThrow(/test\.use\(\{ freshContext: true \}\)/);
    expect(() => page.clock.install()).toThrow(/test\.use\(\{ freshContext: true \}\)/);
  });
});

test.describe('a test that asks for a context of its own', () => {
  test.use({ freshContext: true });

  test('gets a new one, with an empty cache', async ({ page, context }) => {
    await context.addInitScript(() => localStorage.setItem('own-context', '1'));
    await page.goto('/login');
    expect(await page.evaluate(() => localStorage.getItem('own-context'))).toBe('1');
    // Per file, the bytes that came over the network: a file the page asks for twice (a preload,
    // then its import) has a second entry from the memory cache, of 0 bytes; from the HTTP cache,
    // every entry of the file would be 0.
    const transferred = () =>
      page.evaluate(() => {
        const bytes = new Map<string, number>();
        for (const e of performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          if (/\/assets\/[^/]+\.js$/.test(e.name)) bytes.set(e.name, Math.max(bytes.get(e.name) ?? 0, e.transferSize));
        return [...bytes.values()];
      });
    await expect.poll(async () => (await transferred()).length).toBeGreaterThan(3);
    expect((await transferred()).every((size) => size > 0)).toBe(true);
  });
});
