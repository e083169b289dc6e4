import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against the mock server
 * and the production build served by `vite preview`. Ports can be moved with MOCK_PORT and
 * APP_PORT so two runs do not collide; the defaults are the glossary's fixed ports.
 */
const mockPort = Number(process.env.MOCK_PORT ?? 3001);
const appPort = Number(process.env.APP_PORT ?? 4173);
const mockUrl = `http://127.0.0.1:${mockPort}`;
// A parallel run can build to its own folder (vite build --outDir X) and set APP_DIST=X.
const dist = process.env.APP_DIST ?? 'dist';

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  // One worker: the mock server is stateful and every test starts from POST /__reset.
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${appPort}`,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    trace: 'retain-on-failure',
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
      ],
    },
  },
  webServer: [
    {
      command: `npx tsx mock-server/main.ts --quiet`,
      url: `${mockUrl}/__db/areas`,
      env: { MOCK_PORT: String(mockPort) },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: `npx vite preview --host 127.0.0.1 --port ${appPort} --strictPort --outDir ${dist}`,
      url: `http://127.0.0.1:${appPort}/login`,
      env: { MOCK_API_URL: mockUrl },
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
