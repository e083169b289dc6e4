import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import preview from '../../playwright.config';
import { workerIndexes, workerPort } from '../e2e/ports';
import { OPENAPI_CHECK_DIR } from '../e2e/openapi-answers';

/**
 * The production build behind nginx (deploy/), the way merchants get it: the header and CSP
 * checks of this folder plus the whole e2e suite, all under the production CSP (every test
 * fails on a violation: tests/e2e/csp-guard.ts). This is the e2e step of `npm test`; the
 * vite-preview config (../../playwright.config.ts) runs the same suite where nginx is missing.
 *   npx playwright test -c tests/e2e-prod/playwright.config.ts
 * Serves APP_DIST (dist) as built; NGINX_PORT (8080) and MOCK_PORT (3001) move the servers.
 * Each worker has an nginx and a mock server of its own (tests/e2e/ports.ts).
 */
const root = fileURLToPath(new URL('../..', import.meta.url));
const nginxPort = Number(process.env.NGINX_PORT ?? 8080);
const mockPort = Number(process.env.MOCK_PORT ?? 3001);

export default defineConfig({
  ...preview,
  testDir: '.',
  // Not under test-results/: a parallel vite-preview run empties that folder when it starts.
  outputDir: `${root}/.tmp/e2e-nginx-${nginxPort}`,
  use: { ...preview.use, baseURL: `http://127.0.0.1:${nginxPort}` },
  projects: [
    { name: 'nginx', testDir: '.' },
    { name: 'suite behind nginx', testDir: `${root}/tests/e2e` },
  ],
  // One after the other: the first compresses a fresh build, the next find it compressed.
  webServer: workerIndexes().map((i) => ({
    command: 'node scripts/serve-prod.mjs --no-build --quiet',
    cwd: root,
    url: `http://127.0.0.1:${workerPort(nginxPort, i)}/login`,
    env: {
      NGINX_PORT: String(workerPort(nginxPort, i)),
      MOCK_PORT: String(workerPort(mockPort, i)),
      MOCK_OPENAPI_CHECK: OPENAPI_CHECK_DIR,
      // The tests' pages open without the daily feedback reminder (the mock's default shows it).
      MOCK_FEEDBACK_REMINDER: '0',
      APP_DIST: process.env.APP_DIST ?? 'dist',
      // CSP violations are reported to the mock (csp-report.spec.ts reads what it received).
      CSP_REPORT_URI: '/v2/csp-report',
      // The image host the editor's tests insert an image by address from (deploy/ allows none by default).
      IMAGE_ORIGINS: 'https://img.example.com',
    },
    reuseExistingServer: false,
    // Long enough for the .br/.gz step on a fresh build on a busy machine.
    timeout: 180_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
  })),
});
