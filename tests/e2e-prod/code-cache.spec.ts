import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { expect, test, useDemoSession } from '../e2e/support';

type TraceEvent = { name: string; args?: { data?: { url?: string; consumedCacheSize?: number; cacheRejected?: boolean } } };

// Chromium keeps V8's code cache of an ES module but parses the module again at every visit; a
// classic script's cache is used instead of parsing. The start-up stages' code is in classic
// scripts (scripts/vite-classic-chunks.mjs): on a merchant's later visits it is not parsed again.
test("a later visit to / takes the start-up stages' code from V8's code cache instead of parsing it", async ({ request }, testInfo) => {
  const classic = [...(await (await request.get('/')).text()).matchAll(/<script defer src="(\/assets\/[\w.-]+\.classic\.js)"><\/script>/g)].map((m) => m[1]!);
  // React's, the services' and the providers' stages at least.
  expect(classic.length).toBeGreaterThanOrEqual(3);

  // A profile on disk: an off-the-record context (Playwright's default) keeps no code cache.
  const profile = mkdtempSync(join(tmpdir(), 'code-cache-'));
  const { launchOptions, baseURL, locale, timezoneId } = testInfo.project.use;
  const context = await chromium.launchPersistentContext(profile, { ...launchOptions, baseURL, locale, timezoneId });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await useDemoSession(page, 'merchant');
    const visit = async () => {
      await page.goto('/');
      await expect(page.getByRole('navigation', { name: '主导航' })).toBeVisible();
    };
    // V8 writes a script's cache at its second run: the third visit is the one measured.
    await visit();
    await visit();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: ['v8'] } });
    await visit();
    await cdp.send('Tracing.end');
    await complete;

    // Chromium says for each classic script it compiled whether it took it from the code cache.
    const fromCache = events
      .filter((e) => e.name === 'v8.compile' && (e.args?.data?.consumedCacheSize ?? 0) > 0 && e.args?.data?.cacheRejected === false)
      .map((e) => new URL(e.args!.data!.url!).pathname);
    for (const file of classic) expect(fromCache, `${file} from V8's code cache`).toContain(file);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
