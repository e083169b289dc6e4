// `npm run lighthouse`: the performance benchmark of the first screens (issue 13). Builds,
// serves dist/ as production does (nginx with brotli, the API proxied to the mock server),
// then runs Lighthouse in Debian's Chromium: /login on a first visit, and / and /order after
// signing in through /login as `merchant` (storage kept, so their JS comes from the cache).
// Runs are interleaved (run 1 of every page, then run 2 ...) and the table gives medians.
// A benchmark, not a test: it is not part of `npm test`.
//   --runs 3   --preset mobile|desktop|both (both)   --pages /login,/,/order   --no-build
//   --json FILE   writes every run's numbers too   --lhr DIR   keeps every run's full report
//   --trace   with --lhr, keeps every run's trace too (for a look at the main thread's tasks)
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { run } from './run.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('--runs', 3));
const presets = arg('--preset', 'both') === 'both' ? ['mobile', 'desktop'] : [arg('--preset')];
const pages = arg('--pages', '/login,/,/order').split(',');
const port = Number(process.env.NGINX_PORT ?? 8090);
const mockPort = Number(process.env.MOCK_PORT ?? 3090);
const dist = process.env.APP_DIST ?? 'dist';
const origin = `http://127.0.0.1:${port}`;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

if (!process.argv.includes('--no-build')) await run('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn']);

const server = spawn(process.execPath, ['scripts/serve-prod.mjs', '--no-build', '--quiet'], {
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, NGINX_PORT: String(port), MOCK_PORT: String(mockPort), APP_DIST: dist },
});
const stopServer = () => server.exitCode === null && server.kill('SIGTERM');
process.on('exit', stopServer);
for (let started = Date.now(); ; ) {
  if (await fetch(`${origin}/login`).then((r) => r.ok, () => false)) break;
  if (server.exitCode !== null || Date.now() - started > 90_000) throw new Error(`nothing answers ${origin}`);
  await new Promise((r) => setTimeout(r, 300));
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS,
  defaultViewport: null,
});

/** Signs in through the login screen as a merchant would (keyboard and clicks, no shortcuts). */
async function signIn(page) {
  await page.goto(`${origin}/login`, { waitUntil: 'networkidle0' });
  if (new URL(page.url()).pathname !== '/login') return; // still signed in from the page before
  await page.locator('::-p-aria([name="账号登录"][role="tab"])').click();
  await page.locator('::-p-aria([name="用户名"][role="textbox"])').fill('merchant');
  await page.locator('input[type="password"]').fill('Demo1234');
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/', { timeout: 30_000 }),
    page.locator('::-p-aria([name="登录"][role="button"])').click(),
  ]);
}

function numbers(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKiB: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    jsFiles: scripts.length,
  };
}

async function measure(path, preset) {
  const firstVisit = path === '/login';
  // A first visit is a browser that has never been here: its own context, without the cookies
  // and storage of the signed-in runs (Lighthouse's storage reset keeps cookies and storage).
  const context = firstVisit ? await browser.createBrowserContext() : browser.defaultBrowserContext();
  const page = await context.newPage();
  try {
    if (!firstVisit) await signIn(page);
    const flags = { output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: !firstVisit };
    const result = await lighthouse(`${origin}${path}`, flags, preset === 'desktop' ? desktopConfig : undefined, page);
    if (result.lhr.runtimeError) throw new Error(`${path}: ${result.lhr.runtimeError.message}`);
    // A measurement of another page than the one asked for (a redirect) would be misread.
    const landed = new URL(result.lhr.finalDisplayedUrl).pathname;
    if (landed !== path) throw new Error(`${path}: Lighthouse measured ${landed} (redirected)`);
    const lhrDir = arg('--lhr');
    if (lhrDir) {
      mkdirSync(lhrDir, { recursive: true });
      const name = `${lhrDir}/${preset}${path.replaceAll('/', '_')}-${Date.now()}`;
      writeFileSync(`${name}.json`, result.report);
      if (process.argv.includes('--trace')) writeFileSync(`${name}.trace.json`, JSON.stringify(result.artifacts.Trace));
    }
    return numbers(result.lhr);
  } finally {
    await page.close();
    if (firstVisit) await context.close();
  }
}

const all = [];
for (let i = 1; i <= runs; i++) {
  for (const preset of presets) {
    for (const path of pages) {
      const n = await measure(path, preset);
      all.push({ run: i, preset, path, ...n });
      console.log(`run ${i} ${preset.padEnd(7)} ${path.padEnd(7)} score ${n.score} TBT ${Math.round(n.tbt)} ms LCP ${Math.round(n.lcp)} ms`);
    }
  }
}
await browser.close();
stopServer();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];
const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
console.log(`\nLighthouse ${runs} runs, medians (${new Date().toISOString().slice(0, 10)})\n`);
console.log('| page | preset | score | FCP | LCP | TBT | CLS | JS transfer |');
console.log('|---|---|---|---|---|---|---|---|');
for (const preset of presets) {
  for (const path of pages) {
    const rows = all.filter((r) => r.preset === preset && r.path === path);
    const m = (k) => median(rows.map((r) => r[k]));
    const js = `${m('jsKiB').toFixed(0)} KiB in ${m('jsFiles')} files`;
    console.log(`| ${path} | ${preset} | ${m('score')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${js} |`);
  }
}
const out = arg('--json');
if (out) writeFileSync(out, JSON.stringify(all, null, 2));
process.exit(0);
