import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, BrowserType, LaunchOptions, Page } from '@playwright/test';
import { test as base } from './worker-servers';

/**
 * Each test gets its pages from a browser profile that the worker keeps for all its tests, with
 * the state a test can leave behind cleared in between, instead of from a new off-the-record
 * context (Playwright's default).
 *
 * Why: in a new context the first page loads the whole app with an empty HTTP cache and no V8
 * code cache, about 2 s of a test's 3.7 s on 2 cores, and creating the context costs 0.5 s more.
 * In a kept profile the app's files come from the cache and the start-up stages' code from V8's
 * code cache, as on a merchant's later visits; the first visit after a deploy (nothing cached) is
 * what tests/e2e-prod/code-cache.spec.ts and the Lighthouse benchmark's first visits cover.
 *
 * What is cleared after each test: the pages (all closed), cookies, localStorage, sessionStorage,
 * IndexedDB, Cache Storage and service workers of the origins the test reached, permissions,
 * offline mode and the context's routes. What cannot be undone in a kept context (an init script
 * or binding on the context, Playwright's clock, extra headers, a geolocation, default timeouts,
 * WebSocket routes) throws instead:
 * such a test asks for a context of its own with `test.use({ freshContext: true })`. A test whose
 * context options differ from the project's (`test.use({ viewport })`, say) gets a kept profile
 * of its own for those options. Playwright's own `reuseContext` is no alternative: it clears the
 * HTTP cache between tests.
 */
export interface WarmContextFixtures {
  /** A new off-the-record context for this test, as Playwright makes by default. */
  freshContext: boolean;
}

interface WarmContextWorkerFixtures {
  warmContexts: WarmContexts;
}

interface PlaywrightInternalFixtures {
  _combinedContextOptions: BrowserContextOptions;
}

/**
 * What `Storage.clearDataForOrigin` clears: everything a page stores but its cookies (cleared for
 * every domain by clearCookies) and the HTTP and code caches.
 */
const STORAGE_TYPES = 'local_storage,indexeddb,cache_storage,service_workers,file_systems,websql,shared_storage,storage_buckets';

const LEAKING = 'cannot be undone in the kept browser profile: give the test a context of its own with test.use({ freshContext: true })';

class WarmContexts {
  private readonly kept = new Map<string, { context: BrowserContext; holder: Page; profile: string }>();

  constructor(private readonly chromium: BrowserType, private readonly launchOptions: LaunchOptions) {}

  /** The kept context for these options, opened at its first use. */
  async get(options: BrowserContextOptions) {
    const key = JSON.stringify(options);
    let entry = this.kept.get(key);
    if (!entry) {
      const profile = mkdtempSync(join(tmpdir(), 'e2e-profile-'));
      const context = await this.chromium.launchPersistentContext(profile, { ...this.launchOptions, ...options });
      guard(context);
      // A page that stays open for the profile's life: the DevTools session that clears storage.
      const holder = context.pages()[0] ?? (await context.newPage());
      entry = { context, holder, profile };
      this.kept.set(key, entry);
    }
    return entry;
  }

  async close() {
    for (const { context, profile } of this.kept.values()) {
      await context.close().catch(() => {});
      rmSync(profile, { recursive: true, force: true });
    }
  }
}

/** Makes the context-wide calls that a later test would inherit fail loudly. */
function guard(context: BrowserContext) {
  const refuse = (name: string) => () => {
    throw new Error(`${name} ${LEAKING}`);
  };
  context.addInitScript = refuse('context.addInitScript');
  context.exposeBinding = refuse('context.exposeBinding');
  context.exposeFunction = refuse('context.exposeFunction');
  context.setExtraHTTPHeaders = refuse('context.setExtraHTTPHeaders');
  context.setGeolocation = refuse('context.setGeolocation');
  context.setDefaultTimeout = refuse('context.setDefaultTimeout');
  context.setDefaultNavigationTimeout = refuse('context.setDefaultNavigationTimeout');
  context.routeWebSocket = refuse('context.routeWebSocket');
  // page.clock is the context's clock.
  context.clock.install = refuse('clock.install');
  context.clock.setFixedTime = refuse('clock.setFixedTime');
  context.clock.setSystemTime = refuse('clock.setSystemTime');
}

/** Leaves a kept context as a new one would be, but for its caches. */
async function reset(context: BrowserContext, holder: Page, origins: Set<string>) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await Promise.all(context.pages().filter((p) => p !== holder).map((p) => p.close().catch(() => {})));
  const cdp = await context.newCDPSession(holder);
  try {
    for (const origin of origins) await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: STORAGE_TYPES });
  } finally {
    await cdp.detach();
  }
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
}

export const test = base.extend<WarmContextFixtures & PlaywrightInternalFixtures, WarmContextWorkerFixtures>({
  freshContext: [false, { option: true }],
  warmContexts: [
    async ({ playwright, launchOptions }, use) => {
      const contexts = new WarmContexts(playwright.chromium, launchOptions);
      await use(contexts);
      await contexts.close();
    },
    { scope: 'worker' },
  ],
  // Playwright's own fixture for the options a new context would get: the config's and the
  // test's `use` (viewport, locale, baseURL...). Internal, so a Playwright upgrade that renames
  // it fails every test at once ("unknown parameter").
  context: async ({ browser, freshContext, warmContexts, _combinedContextOptions: options }, use) => {
    const { storageState, permissions, offline } = options;
    // A stored session or a permission granted up front would have to be undone: a context of
    // its own, as would a test that asks for one, from Playwright's browser of the worker.
    if (freshContext || storageState !== undefined || (permissions?.length ?? 0) > 0 || offline) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const { context, holder } = await warmContexts.get(options);
    const origins = new Set<string>();
    const seeOrigin = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    };
    context.on('request', seeOrigin);
    try {
      await use(context);
    } finally {
      context.off('request', seeOrigin);
      await reset(context, holder, origins);
    }
  },
});
