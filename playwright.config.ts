import { fileURLToPath } from 'node:url';
import { type PlaywrightTestConfig, defineConfig } from '@playwright/test';
import { E2E_WORKERS, workerIndexes, workerPort } from './tests/e2e/ports';
import { OPENAPI_CHECK_DIR } from './tests/e2e/openapi-answers';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the mock server
 * and the production build served by `vite preview` (`npm run test:e2e`, where nginx is missing;
 * `npm test` runs the same suite behind nginx with tests/e2e-prod/playwright.config.ts, which
 * extends this one). Ports can be moved with MOCK_PORT and APP_PORT so two runs do not collide;
 * the defaults are the glossary's fixed ports.
 */
const mockPort = Number(process.env.MOCK_PORT ?? 3001);
const appPort = Number(process.env.APP_PORT ?? 4173);
// A parallel run can build to its own folder (vite build --outDir X) and set APP_DIST=X.
const dist = process.env.APP_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  // Each worker has a mock server and an app server of its own (tests/e2e/ports.ts): the mock
  // is stateful and every test starts from POST /__reset.
  workers: E2E_WORKERS,
  retries: 0,
  // The list, then the page snapshot of each failed test (what its page showed).
  reporter: [['list'], [fileURLToPath(new URL('./tests/e2e/failure-snapshot-reporter.ts', import.meta.url))]],
  // Every answer of the mock servers is checked against contracts/openapi.json; any that the
  // document does not allow fails the run here.
  // Absolute, so that tests/e2e-prod's config, which spreads this one, finds it too.
  globalTeardown: fileURLToPath(new URL('./tests/e2e/openapi-answers.ts', import.meta.url)),
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    // Recording a trace of every test (screencast and DOM snapshots) costs about a fifth of the
    // suite's time on 2 cores. `npm test` turns it off (PW_TRACE=off); a failing spec run on its
    // own (npx playwright test tests/e2e/x.spec.ts) keeps its trace.
    trace: process.env.PW_TRACE === 'off' ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
        // V8 stops at its baseline compiler (Sparkplug): the same JavaScript semantics, without
        // Maglev and TurboFan optimising code that a test's short-lived pages run a few times.
        // Measured over 23 tests in one worker, 3 rounds each: the renderer's CPU fell from
        // 54-60 s to 46-50 s, and on 2 cores the suite is bound by CPU. What the tests assert
        // (behaviour, layout counts, V8's code cache of bytecode) does not depend on the tier;
        // the benchmarks (npm run lighthouse, bench:orders) launch browsers of their own.
        '--js-flags=--max-opt=1',
      ],
    },
  },
  // Started one after the other, worker 0's pair first.
  webServer: workerIndexes().flatMap((i): NonNullable<PlaywrightTestConfig['webServer']> => {
    const mockUrl = `http://127.0.0.1:${workerPort(mockPort, i)}`;
    const port = workerPort(appPort, i);
    return [
      {
        command: `npx tsx mock-server/main.ts --quiet`,
        url: `${mockUrl}/__db/areas`,
        // The tests' pages open without the daily feedback reminder (the mock's default shows it).
        env: { MOCK_PORT: String(workerPort(mockPort, i)), MOCK_OPENAPI_CHECK: OPENAPI_CHECK_DIR, MOCK_FEEDBACK_REMINDER: '0' },
        reuseExistingServer: false,
        timeout: 30_000,
      },
      {
        command: `npx vite preview --host 127.0.0.1 --port ${port} --strictPort --outDir ${dist}`,
        url: `http://127.0.0.1:${port}/login`,
        env: { MOCK_API_URL: mockUrl },
        reuseExistingServer: false,
        timeout: 30_000,
      },
    ];
  }),
});
