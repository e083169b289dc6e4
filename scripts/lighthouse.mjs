// `npm run lighthouse`: the performance benchmark of the first screens (issue 13). Builds,
// serves dist/ as production does (nginx with brotli, the API proxied to the mock server),
// then runs Lighthouse in Debian's Chromium: /login on a first visit, and / and /order after
// signing in through /login as `merchant` (storage kept, so their JS comes from the cache).
// Runs are interleaved (run 1 of every page, then run 2 ...) and the table gives medians.
// A benchmark, not a test: it is not part of `npm test`.
//   --runs 3   --preset mobile|desktop|both (both)   --pages /login,/,/order   --no-build
//   --json FILE   writes every run's numbers too   --lhr DIR   keeps every run's full report
//   --trace   with --lhr, keeps every run's trace too (for a look at the main thread's tasks)
//   --throttling simulate|devtools (simulate)   devtools applies the preset's latency, bandwidth
//     and CPU slowdown to the real load instead of simulating them from an unthrottled one:
//     slower, but it shows round trips Lighthouse's simulation does not link (a request sent
//     from a fetch's answer), such as calls made one after another.
//   --compare DIST_A,DIST_B   two builds side by side (no build): one warm-up round, then --runs
//     rounds, A and B in alternating order, and per page the difference B - A of TBT, LCP and
//     score with a 95% bootstrap interval (scripts/benchmark-stats.mjs). B is served at the
//     next port, on A's mock server, so one sign-in holds for both.
//   --cpu-slowdown auto|N (auto)   the mobile preset's CPU slowdown. auto calibrates it to this
//     host: Lighthouse's BenchmarkIndex of the host (median of 3), then its own calculator
//     (mobileSlowdownFor), so that a table means the same phone on a fast host as on a slow one;
//     4 is the preset's fixed value. The desktop preset stays at 1.
//   --pool FILE,FILE   no run: pools the --json files of comparisons of the same two builds
//     made in different sittings (a pair stays in its sitting and round) and prints the
//     comparison's tables for all their rounds. One sitting on this host can point either way.
//   --compile   records V8's main-thread compilation in every run's trace and ends with how
//     much of TBT it is (compileCost): the functions V8 compiles when they are first called,
//     in the middle of the first renders. The category costs some tracing overhead, so a table
//     with it is not compared with one without.
//   --cold   / and /order with an empty HTTP cache after the sign-in (the first visit after a
//     deploy, whose new file names the cache does not hold); by default their files are cached.
//   --categories A,B   more trace categories (disabled-by-default-v8.cpu_profiler, say), for
//     --lhr DIR --trace; the same caution as --compile.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import lighthouse from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as constants from 'lighthouse/core/config/constants.js';
import { run } from './run.mjs';
import { COMPILE_CATEGORY, TASK_KINDS, compareRuns, compileCost, contention, countedTasks, cpuBlockingTime, median, mobileSlowdownFor, poolRuns } from './benchmark-stats.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('--runs', 3));
const presets = arg('--preset', 'both') === 'both' ? ['mobile', 'desktop'] : [arg('--preset')];
const pages = arg('--pages', '/login,/,/order').split(',');
const port = Number(process.env.NGINX_PORT ?? 8090);
const mockPort = Number(process.env.MOCK_PORT ?? 3090);
const compare = arg('--compare')?.split(',');
const compile = process.argv.includes('--compile');
const cold = process.argv.includes('--cold');
// More trace categories for a closer look (kept with --lhr DIR --trace), e.g. V8's sampling
// profiler, which names the functions a long task spent its time in. Like --compile, they cost
// tracing overhead: a table with them is not compared with one without.
const traceCategories = [...(compile ? [COMPILE_CATEGORY] : []), ...(arg('--categories')?.split(',') ?? [])];
if (compare && compare.length !== 2) throw new Error('--compare takes two build directories: DIST_A,DIST_B');
const dist = compare?.[0] ?? process.env.APP_DIST ?? 'dist';
/** The builds measured, by name: A alone, or A and B when comparing. */
const builds = compare
  ? [{ name: 'A', dist: compare[0], port }, { name: 'B', dist: compare[1], port: port + 1 }]
  : [{ name: 'A', dist, port }];
for (const b of builds) b.origin = `http://127.0.0.1:${b.port}`;
const MOBILE_THROTTLING = constants.throttling.mobileSlow4G;
const pool = arg('--pool')?.split(',');
if (pool) {
  const all = poolRuns(pool.map((file) => ({ name: file, runs: JSON.parse(readFileSync(file, 'utf8')) })));
  const rounds = new Set(all.map((r) => r.run)).size;
  const slowdowns = all.map((r) => r.slowdown).filter((x) => typeof x === 'number');
  const at = slowdowns.length === all.length
    ? `mobile CPU slowdown ${Math.min(...slowdowns)}x to ${Math.max(...slowdowns)}x`
    : 'CPU slowdown not recorded in every file';
  printComparison(all, `pooled from ${pool.length} comparisons (${pool.join(', ')}), ${rounds} rounds; ${at}`);
  process.exit(0);
}
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

if (!compare && !process.argv.includes('--no-build')) await run('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn']);

// Every build behind its own nginx; all of them on the first one's mock server.
const servers = builds.map((b, i) =>
  spawn(process.execPath, ['scripts/serve-prod.mjs', '--no-build', '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NGINX_PORT: String(b.port),
      MOCK_PORT: String(mockPort),
      // The measured pages open without the daily feedback reminder dialog.
      MOCK_FEEDBACK_REMINDER: '0',
      APP_DIST: b.dist,
      ...(i > 0 ? { API_UPSTREAM: `http://127.0.0.1:${mockPort}` } : {}),
    },
  }),
);
const stopServer = () => servers.forEach((s) => s.exitCode === null && s.kill('SIGTERM'));
process.on('exit', stopServer);
for (const [i, { origin }] of builds.entries()) {
  for (let started = Date.now(); ; ) {
    if (await fetch(`${origin}/login`).then((r) => r.ok, () => false)) break;
    if (servers[i].exitCode !== null || Date.now() - started > 90_000) throw new Error(`nothing answers ${origin}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: CHROME_FLAGS,
  defaultViewport: null,
});

/**
 * The mobile preset's CPU slowdown for this host (--cpu-slowdown). The index is Lighthouse's own
 * benchmark, run in a blank page of the browser that will be measured, three times after a warm-up.
 */
async function calibrate() {
  const fixed = arg('--cpu-slowdown', 'auto');
  if (fixed !== 'auto') {
    const n = Number(fixed);
    if (!(n >= 1)) throw new Error(`--cpu-slowdown takes auto or a number from 1: ${fixed}`);
    return { slowdown: n, index: undefined };
  }
  const page = await browser.newPage();
  const indexes = [];
  // The first run warms the engine up and is not counted.
  for (let i = 0; i < 4; i++) {
    const index = await page.evaluate(pageFunctions.computeBenchmarkIndex);
    if (i > 0) indexes.push(index);
  }
  await page.close();
  const index = median(indexes);
  return { slowdown: Math.round(mobileSlowdownFor(index) * 10) / 10, index };
}
const cpu = await calibrate();
const cpuLine = cpu.index === undefined
  ? `mobile CPU slowdown ${cpu.slowdown}x (fixed)`
  : `host BenchmarkIndex ${Math.round(cpu.index)}: mobile CPU slowdown ${cpu.slowdown}x (Lighthouse's calculator; 4x is right for an index of 1533)`;
console.log(cpuLine);

/** Signs in through the login screen as a merchant would (keyboard and clicks, no shortcuts). */
async function signIn(page, origin) {
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

function numbers(lhr, trace) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  // Throttled for real (devtools), the trace's tasks are already slowed down, and Lighthouse
  // counts every one of them.
  const real = lhr.configSettings.throttlingMethod === 'devtools';
  const at = {
    url: lhr.requestedUrl,
    fromTs: observed.observedFirstContentfulPaintTs,
    multiplier: real ? 1 : lhr.configSettings.throttling.cpuSlowdownMultiplier,
  };
  const cpu = cpuBlockingTime(trace, at);
  // Simulated, Lighthouse drops the tasks under 10 ms from its graph; throttled for real, it counts them all.
  const kept = { ...at, minMs: real ? 0 : 10 };
  const counted = countedTasks(trace, kept);
  const waited = contention(trace, kept);
  const compiled = compile ? compileCost(trace, kept) : undefined;
  if (compiled && !compiled.recorded) throw new Error(`${lhr.requestedUrl}: the trace has no ${COMPILE_CATEGORY} events`);
  return {
    // Lighthouse scores a run whose metrics it could not all compute 0: not a measurement.
    score: ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].every((id) => Number.isFinite(audit(id)))
      ? Math.round((lhr.categories.performance.score ?? 0) * 100)
      : NaN,
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    jsKiB: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    jsFiles: scripts.length,
    cpuTbt: cpu.tbt,
    cpuMs: cpu.cpuMs,
    slowdown: at.multiplier,
    counted,
    contention: waited,
    ...(compiled ? { compile: compiled } : {}),
  };
}

/** The presets and pages the runs hold, in the order they were measured. */
function measuredPages(rows) {
  const keys = [...new Set(rows.map((r) => JSON.stringify([r.preset, r.path])))];
  return keys.map((k) => {
    const [preset, path] = JSON.parse(k);
    return { preset, path };
  });
}

/**
 * The comparison's tables (--compare, --pool): per page and preset, the medians of A and B and
 * the median of the paired differences B - A with its interval, then what makes TBT and, with
 * --compile, how much of it is compiling.
 */
function printComparison(all, heading) {
  console.log(`\nLighthouse: B against A, ${heading} (${new Date().toISOString().slice(0, 10)})`);
  console.log('B - A is the median of the paired differences, with its 95% bootstrap interval.\n');
  console.log('| page | preset | metric | A | B | B - A | 95% interval | verdict |');
  console.log('|---|---|---|---|---|---|---|---|');
  const metrics = [['tbt', 'TBT', ' ms', true], ['lcp', 'LCP', ' ms', true], ['score', 'SCORE', '', false], ['cpuTbt', 'CPU TBT', ' ms', true], ['cpuMs', 'CPU', ' ms', true]];
  for (const [metric, label, unit, lowerIsBetter] of metrics) {
    for (const r of compareRuns(all, metric, lowerIsBetter)) {
      const v = (x) => `${Math.round(x)}${unit}`;
      console.log(`| ${r.path} | ${r.preset} | ${label} | ${v(r.a)} | ${v(r.b)} | ${v(r.estimate)} | ${v(r.low)} to ${v(r.high)} | ${r.verdict} |`);
    }
  }
  printCounted(all, ['A', 'B']);
  printContention(all, ['A', 'B']);
  printCompile(all, ['A', 'B']);
}

/**
 * Which tasks make TBT (countedTasks): per page, preset and build, the medians of the blocking
 * time of each kind of task, so that a lever can be aimed at what Lighthouse counts.
 */
function printCounted(rows, builds) {
  console.log(`\nWhat makes TBT: blocking time of the tasks Lighthouse's simulation keeps (10 ms or more after FCP), by kind, medians${builds.length > 1 ? ' per build' : ''}.\n`);
  console.log(`| page | preset |${builds.length > 1 ? ' build |' : ''} ${TASK_KINDS.join(' | ')} |`);
  console.log(`|---|---|${builds.length > 1 ? '---|' : ''}${TASK_KINDS.map(() => '---|').join('')}`);
  for (const { preset, path } of measuredPages(rows)) {
    for (const build of builds) {
      const here = rows.filter((r) => r.preset === preset && r.path === path && r.build === build);
      const cells = TASK_KINDS.map((k) => `${Math.round(median(here.map((r) => r.counted[k])))} ms`);
      console.log(`| ${path} | ${preset} |${builds.length > 1 ? ` ${build} |` : ''} ${cells.join(' | ')} |`);
    }
  }
}

/**
 * How much of the counted tasks' time the page's main thread ran (contention): per page, preset
 * and build, the medians of its share of their wall time, and of the CPU the GPU process and the
 * browser process took while they ran, with the frames Lighthouse captured then. A share well
 * under 100% means the table's TBT is inflated by waiting for a core, not by the page's work.
 */
function printContention(rows, builds) {
  // Runs recorded before this table (pooled files) do not have it.
  if (!rows.every((r) => r.contention)) return;
  console.log(`\nThe main thread's share of its counted tasks' wall time, and what else ran from FCP to the end of the last of them, medians${builds.length > 1 ? ' per build' : ''}.\n`);
  console.log(`| page | preset |${builds.length > 1 ? ' build |' : ''} main thread ran | window | GPU process CPU | browser CPU | renderer's other threads | screenshots |`);
  console.log(`|---|---|${builds.length > 1 ? '---|' : ''}---|---|---|---|---|---|`);
  for (const { preset, path } of measuredPages(rows)) {
    for (const build of builds) {
      const here = rows.filter((r) => r.preset === preset && r.path === path && r.build === build).map((r) => r.contention);
      const m = (/** @type {string} */ k) => median(here.map((c) => c[k]));
      console.log(`| ${path} | ${preset} |${builds.length > 1 ? ` ${build} |` : ''} ${Math.round(m('cpuShare') * 100)}% | ${Math.round(m('windowMs'))} ms | ${Math.round(m('gpuMs'))} ms | ${Math.round(m('browserMs'))} ms | ${Math.round(m('rendererMs'))} ms | ${m('screenshots')} |`);
    }
  }
}

/**
 * How much of TBT is V8 compiling (--compile): per page, preset and build, the medians of the
 * main thread's compile time after FCP, of the part in the tasks Lighthouse counts, and of TBT by
 * Lighthouse's rule with and without it.
 */
function printCompile(rows, builds) {
  // Only runs with --compile have the figures; pooled files may mix.
  if (!rows.every((r) => r.compile)) return;
  console.log(`\nV8 compiling on the main thread after FCP (functions compiled when first called): in all tasks, in the tasks Lighthouse counts, and TBT by its rule (as in the table above) with and without it, medians${builds.length > 1 ? ' per build' : ''}.\n`);
  console.log(`| page | preset |${builds.length > 1 ? ' build |' : ''} compiling | in counted tasks | TBT by the rule | without compiling |`);
  console.log(`|---|---|${builds.length > 1 ? '---|' : ''}---|---|---|---|`);
  for (const { preset, path } of measuredPages(rows)) {
    for (const build of builds) {
      const here = rows.filter((r) => r.preset === preset && r.path === path && r.build === build).map((r) => r.compile);
      const m = (/** @type {string} */ k) => `${Math.round(median(here.map((c) => c[k])))} ms`;
      console.log(`| ${path} | ${preset} |${builds.length > 1 ? ` ${build} |` : ''} ${m('compileMs')} | ${m('countedMs')} | ${m('tbt')} | ${m('tbtWithout')} |`);
    }
  }
}

async function measure(path, preset, origin) {
  const firstVisit = path === '/login';
  // A first visit is a browser that has never been here: its own context, without the cookies
  // and storage of the signed-in runs (Lighthouse's storage reset keeps cookies and storage).
  const context = firstVisit ? await browser.createBrowserContext() : browser.defaultBrowserContext();
  const page = await context.newPage();
  try {
    if (!firstVisit) await signIn(page, origin);
    // --cold: the signed-in page with an empty HTTP cache, as on the first visit after a deploy
    // (new file names): its files come over the simulated network.
    if (!firstVisit && cold) {
      const cdp = await page.createCDPSession();
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
    }
    const flags = {
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: !firstVisit,
      throttlingMethod: arg('--throttling', 'simulate'),
      ...(traceCategories.length > 0 ? { additionalTraceCategories: traceCategories } : {}),
      ...(preset === 'mobile' ? { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier: cpu.slowdown } } : {}),
    };
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
    return numbers(result.lhr, result.artifacts.Trace);
  } finally {
    await page.close();
    if (firstVisit) await context.close();
  }
}

const all = [];
// When comparing, round 0 warms both servers and the browser up and is not counted; A and B
// take turns going first, so neither gains from following the other.
for (let i = compare ? 0 : 1; i <= runs; i++) {
  for (const preset of presets) {
    for (const path of pages) {
      for (const b of i % 2 ? builds : [...builds].reverse()) {
        const n = await measure(path, preset, b.origin);
        if (i > 0) all.push({ build: b.name, run: i, preset, path, ...n });
        const who = compare ? `${b.name} ` : '';
        console.log(`${i ? `run ${i}` : 'warm-up'} ${who}${preset.padEnd(7)} ${path.padEnd(7)} score ${n.score} TBT ${Math.round(n.tbt)} ms LCP ${Math.round(n.lcp)} ms CPU TBT ${Math.round(n.cpuTbt)} ms`);
      }
    }
  }
}
await browser.close();
stopServer();

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const out = arg('--json');
if (out) writeFileSync(out, JSON.stringify(all, null, 2));
if (compare) {
  printComparison(all, `A ${compare[0]}, B ${compare[1]}, ${runs} rounds${cold ? ", / and /order with an empty cache (--cold)" : ""}; ${cpuLine}`);
  process.exit(0);
}
console.log(`\nLighthouse ${runs} runs, medians (${new Date().toISOString().slice(0, 10)}); ${cpuLine}\n`);
console.log('| page | preset | score | FCP | LCP | TBT | CLS | JS transfer | CPU TBT |');
console.log('|---|---|---|---|---|---|---|---|---|');
for (const preset of presets) {
  for (const path of pages) {
    const rows = all.filter((r) => r.preset === preset && r.path === path);
    const m = (k) => median(rows.map((r) => r[k]));
    const js = `${m('jsKiB').toFixed(0)} KiB in ${m('jsFiles')} files`;
    console.log(`| ${path} | ${preset} | ${m('score')} | ${s(m('fcp'))} | ${s(m('lcp'))} | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} | ${js} | ${Math.round(m('cpuTbt'))} ms |`);
  }
}
printCounted(all, builds.map((b) => b.name));
printContention(all, builds.map((b) => b.name));
printCompile(all, builds.map((b) => b.name));
process.exit(0);
