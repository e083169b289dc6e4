// npm run bench:orders: loads 2,000 orders into /order in Chromium and reports the DOM row
// count (bounded by virtualisation) and the time to scroll to the end line.
//   [--no-build]  reuse .tmp/dist-bench     env: BENCH_MOCK_PORT (3311), BENCH_APP_PORT (4281), CHROME_PATH
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { run } from './run.mjs';
import { signInMerchant } from './bench-session.mjs';

const ORDERS = 2000;
const MAX_DOM_ROWS = 60;
const mockPort = Number(process.env.BENCH_MOCK_PORT ?? 3311);
const appPort = Number(process.env.BENCH_APP_PORT ?? 4281);
const mockUrl = `http://127.0.0.1:${mockPort}`;
const appUrl = `http://127.0.0.1:${appPort}`;
const dist = '.tmp/dist-bench';
const children = [];

function start(args, env) {
  const child = spawn('npx', args, { env: { ...process.env, ...env }, stdio: 'ignore', detached: true });
  children.push(child);
}

const stopAll = () => children.forEach((c) => { try { process.kill(-c.pid, 'SIGTERM'); } catch { /* already gone */ } });

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not start`);
}

/** Scrolls to the bottom every frame until the end line shows; samples the DOM row count. */
async function scrollToEnd(page) {
  return page.evaluate(async () => {
    const rows = () => document.querySelectorAll('[data-order-row]').length;
    const started = performance.now();
    let maxRows = rows();
    while (!document.querySelector('[data-testid="list-end"]')) {
      if (performance.now() - started > 300_000) throw new Error('the end line never appeared');
      window.scrollTo(0, document.documentElement.scrollHeight);
      await new Promise((r) => requestAnimationFrame(() => r(undefined)));
      maxRows = Math.max(maxRows, rows());
    }
    return { ms: performance.now() - started, maxRows, endRows: rows() };
  });
}

async function main() {
  if (!process.argv.includes('--no-build') || !existsSync(dist)) await run('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn']);
  start(['tsx', 'mock-server/main.ts', '--quiet'], { MOCK_PORT: String(mockPort), MOCK_ORDER_COUNT: String(ORDERS), MOCK_FEEDBACK_REMINDER: '0' });
  start(['vite', 'preview', '--host', '127.0.0.1', '--port', String(appPort), '--strictPort', '--outDir', dist], { MOCK_API_URL: mockUrl });
  await Promise.all([waitFor(`${mockUrl}/__db/areas`), waitFor(`${appUrl}/login`)]);
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
    await signInMerchant(context, mockUrl);
    const page = await context.newPage();
    let requests = 0;
    page.on('request', (r) => r.url().includes('/v2/orders?') && requests++);
    await page.goto(`${appUrl}/order`);
    await page.locator('[data-order-row]').first().waitFor();
    const result = await scrollToEnd(page);
    const loaded = await page.locator('[role="listitem"][aria-posinset]').last().getAttribute('aria-setsize');
    console.log(`orders loaded into /order: ${loaded} in ${requests} list requests`);
    if (Number(loaded) !== ORDERS) throw new Error(`expected ${ORDERS} orders in the list, got ${loaded}`);
    console.log(`DOM rows at the end: ${result.endRows}; most DOM rows at any time: ${result.maxRows}`);
    console.log(`time to scroll to the end line: ${(result.ms / 1000).toFixed(1)} s`);
    if (result.maxRows > MAX_DOM_ROWS) throw new Error(`the list rendered ${result.maxRows} rows at once (limit ${MAX_DOM_ROWS})`);
    console.log(`bench:orders passed: the row count stayed bounded (<= ${MAX_DOM_ROWS})`);
  } finally {
    await browser.close();
  }
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(stopAll);
