import { defineConfig } from 'vitest/config';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { STAGE_PRIORITY_STEP, STARTUP_MODULES, routePages, startupGroups, startupSet } from './scripts/vite-route-pages.mjs';
import { MOCKING_COMPONENT_TESTS } from './tests/isolated-tests';

// The mock server (mock-server/) answers /v2 and /qiniu on 3001; the dev server and the
// production preview proxy them so the browser talks to one origin, as it will in production.
const api = process.env.MOCK_API_URL ?? 'http://127.0.0.1:3001';
const proxy = { '/v2': api, '/qiniu': api, '/uploads': api, '/legacy': api };

// The unit and jsdom tests spent most of their time importing the same modules (React, Chakra,
// the mock server) again for every file. They run on every core, in threads, and a worker keeps
// its imported modules from file to file (isolate: false): the same 1,368 tests took 184 s with
// Vitest's defaults, 107-129 s in two isolated threads, and take about 30 s so. Files therefore
// must not rely on a fresh module state: each test resets what it changes (the mock's
// POST /__reset, a new QueryClient and container per render), and the suite passes in shuffled
// orders (npx vitest run --project unit --project components --sequence.shuffle).
const nodeWorkers = { pool: 'threads', maxWorkers: availableParallelism(), isolate: false } as const;

/** The chunks of the entry's dynamic imports: the start-up stages and the sign-in screen (src/main.tsx). */
const ENTRY_IMPORTS = new RegExp(`^assets/(${[...STARTUP_MODULES, 'src/ui/app/sign-in-first.tsx'].map((m) => m.split('/').pop()!.replace(/\.[^.]+$/, '')).join('|')})-[\\w-]{8}\\.js$`);

export default defineConfig({
  resolve: {
    alias: [
      // Inversify's container installs reflect-metadata's Reflect.defineMetadata / getOwnMetadata
      // (reflect-metadata/lite: 20 KB, 4.6 KB of gzip in every page's start-up chunk). The same
      // API from @abraham/reflection is 1 KB of gzip. Node's tests load the package as it is.
      { find: /^reflect-metadata\/lite$/, replacement: '@abraham/reflection' },
    ],
  },
  plugins: [react(), startupSet(), routePages()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true, proxy },
  build: {
    // The browser floor, as package.json's browserslist states it: the request layer needs
    // AbortSignal.any (Chrome and Edge 116, Firefox 124, Safari 17.4).
    target: ['chrome116', 'edge116', 'firefox124', 'safari17.4'],
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // The entry's dynamic imports (the start-up stages and the sign-in screen) without Vite's list of
    // their files: every page asks for those files with the entry (scripts/vite-route-pages.mjs), so
    // the list, written into the entry for each import, was 0.4 KB of every page's first bytes.
    modulePreload: { resolveDependencies: (file, deps) => (ENTRY_IMPORTS.test(file) ? [] : deps) },
    rolldownOptions: {
      // The prerender and the global CSS take seconds by design; no timing report on every build.
      checks: { pluginTimings: false },
      output: {
        // What the entry needs at start-up in a few chunks: left to itself, Rolldown cut the
        // first screen into 34-48 files of 1-3 KB, a request waterfall on a slow network. The
        // entry's few static imports (what it needs when a stage fails) are one chunk, `app`; each
        // start-up stage the entry then imports (React, the services, the providers, the router,
        // the theme) is one more, so each is evaluated in a task of its own (startupGroups). The
        // entry module stays out of them so that index.html still names it.
        // TanStack Query is not a stage: /login asks for no server data through it, and the screens
        // that do load the page's client with their chunk (src/ui/platform/query-client.tsx). As one
        // chunk: left to Rolldown, it came in three pieces on / and /order, 1.4 KB more than whole.
        codeSplitting: {
          groups: [
            ...startupGroups(fileURLToPath(new URL('./src/main.tsx', import.meta.url))),
            { name: 'query', test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]|[\\/]src[\\/]ui[\\/]shared[\\/]query-client\.tsx$/, priority: 0 },
            // TanStack's store, which the router's stages and TanStack Form share, as a chunk of its
            // own between the theme's stage and the app root's: in the app root's stage, it brought
            // the router library to the sign-in forms of login.html, which signs in without it.
            {
              name: 'store',
              test: /[\\/]node_modules[\\/]@tanstack[\\/](react-)?store[\\/]/,
              priority: (STARTUP_MODULES.length - STARTUP_MODULES.indexOf('src/ui/app/app-root.tsx')) * STAGE_PRIORITY_STEP + STAGE_PRIORITY_STEP / 2,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node', ...nodeWorkers },
      },
      {
        extends: true,
        test: {
          name: 'components',
          include: ['tests/components/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', 'tests/components/**/*.browser.test.tsx', ...MOCKING_COMPONENT_TESTS],
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          // Tests wait for conditions, not for a budget: on a busy machine (other suites, a CI
          // neighbour) a render can take seconds. The limits only end a test that hangs.
          testTimeout: 30_000,
          ...nodeWorkers,
        },
      },
      {
        extends: true,
        // The jsdom tests that replace a module (vi.mock) or a global (vi.stubGlobal): each file in
        // a module graph of its own, so what it replaces never reaches another file.
        test: {
          name: 'components-isolated',
          include: MOCKING_COMPONENT_TESTS,
          environment: 'jsdom',
          setupFiles: ['tests/components/setup.ts'],
          testTimeout: 30_000,
          ...nodeWorkers,
          isolate: true,
        },
      },
      {
        extends: true,
        // Relative image sources in the tests fall back to index.html; warming up the app behind
        // it would discover the app's dependencies mid-run and reload the page.
        server: { preTransformRequests: false },
        test: {
          // Real Chromium (Debian's, never a downloaded one) for what jsdom cannot do: Lexical's
          // selection, contenteditable input, layout. Run: npx vitest run --project browser
          name: 'browser',
          include: ['tests/components/**/*.browser.test.tsx'],
          testTimeout: 30_000,
          browser: {
            enabled: true,
            headless: true,
            screenshotFailures: false,
            // Not strict: parallel runs (other engineers, CI jobs) move to the next free port.
            api: { host: '127.0.0.1', port: Number(process.env.BROWSER_TEST_PORT ?? 63315), strictPort: false },
            provider: playwright({
              launchOptions: {
                executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
              },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['tests/contract/consumer/**/*.pact.test.ts'],
          setupFiles: ['tests/contract/consumer/setup.ts'],
          // Pact 16.3+ (the newest whose native library this registry has for every platform)
          // sometimes reports a request it received and answered as "expected but not received"
          // when the machine is busy: a race in its mock server's bookkeeping, upstream
          // pact-foundation/pact-reference#535. A contract that is really broken fails every try.
          retry: 2,
          environment: 'node',
          pool: 'forks',
          fileParallelism: false,
          // One process for all files, which keeps Pact and its native library loaded: with a
          // process per file, importing them took 18 of the step's 36 s.
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
