// `npm run bench:interactions`: how long the daily interactions take to paint (issue 48), on the
// production build behind nginx (scripts/serve-prod.mjs, the mock as the API) in Debian's Chromium
// at 4x CPU (CDP). An interaction's duration is the longest Event Timing entry of its
// interactionId (input to next paint, as INP; under 16 ms reads "16"); a plain button in the same
// rounds is the host's own cost. Navigations also report the first frame with the screen or its
// placeholder, and with the screen itself; album picking the frame after the change, the 20
// thumbnails and the longest block; the table insert its longest tasks until shown and written out.
//   --runs 3  rounds (fresh signed-in contexts)   --reps 5   --cpu 4   --json FILE   --no-build
//   --only nav,editor,orders,subaccount,album,button
//   --compare DIST_BASE[,DIST_B2,...]   also these builds, interleaved round by round, with the paired
//     differences (each DIST_BASE - APP_DIST, 95% bootstrap interval): compare builds in one sitting,
//     never across; several bases measure several variants against the same build in the same rounds.
//   --flow   instead, issue 59's flows on a first visit at 390 x 844, 4x CPU, 150 ms, 1.6 Mbps down,
//     750 kbps up: 登录 → home content, home → order rows, personal centre → 企业信息, each also to
//     its first sign of progress; --log lists each flow's requests
//   env: APP_DIST (dist), NGINX_PORT (8090; a second build at the next port), MOCK_PORT (3090), CHROME_PATH
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { run } from './run.mjs';
import { signInMerchant } from './bench-session.mjs';
import { median, medianDifference, verdict } from './benchmark-stats.mjs';
import { png } from '../tests/e2e/content-images.ts';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const rounds = Number(arg('--runs', 3));
const reps = Number(arg('--reps', 5));
const cpuRate = Number(arg('--cpu', 4));
const only = arg('--only')?.split(',');
const port = Number(process.env.NGINX_PORT ?? 8090);
const mockPort = Number(process.env.MOCK_PORT ?? 3090);
const dist = process.env.APP_DIST ?? 'dist';
const bases = arg('--compare')?.split(',') ?? [];
const base = bases.length > 0;
const flow = process.argv.includes('--flow');
const builds = [{ name: dist, dist, port }, ...bases.map((b, i) => ({ name: b, dist: b, port: port + 1 + i }))];
for (const b of builds) b.origin = `http://127.0.0.1:${b.port}`;
const mockUrl = `http://127.0.0.1:${mockPort}`;
const wants = (group) => !only || only.includes(group);

if (!process.argv.includes('--no-build')) await run('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn']);

// Every build behind its own nginx; all of them on the first one's mock server. The mock's
// daily feedback reminder is off: its dialog would cover the screens the rounds click on.
const servers = builds.map((b, i) =>
  spawn(process.execPath, ['scripts/serve-prod.mjs', '--no-build', '--quiet'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NGINX_PORT: String(b.port), MOCK_PORT: String(mockPort), MOCK_FEEDBACK_REMINDER: '0', APP_DIST: b.dist, ...(i > 0 ? { API_UPSTREAM: mockUrl } : {}) },
  }),
);
const stopServers = () => servers.forEach((s) => s.exitCode === null && s.kill('SIGTERM'));
process.on('exit', stopServers);
for (const [i, { origin }] of builds.entries()) {
  for (let started = Date.now(); ; ) {
    if (await fetch(`${origin}/login`).then((r) => r.ok, () => false)) break;
    if (servers[i].exitCode !== null || Date.now() - started > 90_000) throw new Error(`nothing answers ${origin}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

/** The page's side of the measurement: Event Timing, long tasks, input times, frame watches. */
function instrument() {
  const bench = { entries: [], longtasks: [], downAt: 0, changeAt: 0 };
  window.__bench = bench;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) bench.entries.push({ id: e.interactionId, name: e.name, start: e.startTime, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) bench.longtasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  addEventListener('pointerdown', (e) => (bench.downAt = e.timeStamp), true);
  addEventListener('keydown', (e) => (bench.downAt = e.timeStamp), true);
  addEventListener('change', (e) => (bench.changeAt = e.timeStamp), true);
  /** When the first frame (its rAF callback) in which `test()` holds ran; checked every frame. */
  bench.frameWhen = (test, timeoutMs = 20_000) =>
    new Promise((resolve) => {
      const started = performance.now();
      const check = () => {
        const t = performance.now();
        if (test()) return resolve(t);
        if (performance.now() - started > timeoutMs) return resolve(NaN);
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  /**
   * A screen's marker, after the next pointerdown: the location is `path` and an element
   * matching `selector` has `text` in it.
   */
  bench.marker = (path, selector, text) => {
    const before = bench.downAt;
    return () => bench.downAt !== before && location.pathname === path && [...document.querySelectorAll(selector)].some((el) => el.textContent?.includes(text));
  };
  /** Two frames and a task: the paint after the input has happened and its entries are out. */
  bench.settle = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 120))));
}

/** Event Timing of the interaction that started at the last pointerdown / keydown. */
async function lastInteraction(page) {
  return page.evaluate(async () => {
    const b = window.__bench;
    await b.settle();
    const mine = b.entries.filter((e) => e.start >= b.downAt - 1);
    if (mine.length === 0) return { duration: 16, under: true };
    const byId = new Map();
    for (const e of mine) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
    return { duration: Math.max(...byId.values()), under: false };
  });
}

/**
 * Runs `act`, then reads its interaction; with `marker`, also when the asked-for screen (or its
 * placeholder) showed, and with `screenMarker` when the screen itself did.
 */
async function interaction(page, act, marker, screenMarker) {
  if (marker) {
    await page.evaluate(([m, s]) => {
      const b = window.__bench;
      b.watch = b.frameWhen(b.marker(...m));
      b.screenWatch = s ? b.frameWhen(b.marker(...s)) : Promise.resolve(NaN);
    }, [marker, screenMarker]);
  }
  await act();
  const out = await lastInteraction(page);
  if (marker) {
    Object.assign(out, await page.evaluate(async () => {
      const b = window.__bench;
      return { contentMs: (await b.watch) - b.downAt, screenMs: (await b.screenWatch) - b.downAt };
    }));
  }
  return out;
}

// A body of about 9,650 characters: 25 paragraphs of 386.
const SENTENCE = '客厅采用北欧原木风格，地面铺设浅色实木复合地板，墙面刷米白色乳胶漆，搭配布艺沙发与胡桃木茶几。';
const PARAGRAPH = SENTENCE.repeat(Math.ceil(386 / SENTENCE.length)).slice(0, 386);
const BODY_HTML = Array.from({ length: 25 }, () => `<p>${PARAGRAPH}</p>`).join('');
// Files on disk, not buffers: Playwright would build buffers into File objects with a script in
// the page, a long task of its own right before the change.
const ALBUM_DIR = '.tmp/bench-album';
mkdirSync(ALBUM_DIR, { recursive: true });
const ALBUM_FILES = Array.from({ length: 20 }, (_, n) => {
  const path = `${ALBUM_DIR}/room-${n + 1}.png`;
  writeFileSync(path, png(200, 700, true));
  return path;
});
const BUTTON_PAGE = '<!doctype html><meta charset="utf-8"><title>button</title><button id="b" onclick="this.textContent = String(Number(this.textContent) + 1)">0</button>';

/** Whether the editor's local draft (autosave, `rte-draft:` keys) holds a table (`has`) or not. */
const draftHasTable = (has) =>
  Object.keys(localStorage).some((k) => k.startsWith('rte-draft:') && (localStorage.getItem(k) ?? '').includes('<table')) === has;
const nav = (page, name) => page.getByRole('navigation').first().getByRole('link', { name, exact: true });
// [label, link, marker of the screen or its placeholder, marker of the screen itself]: the
// placeholder the shell shows while a screen is on its way (ScreenPlaceholder) carries the
// screen's heading or its tabs; the second marker is only in the screen's own render.
const NAVIGATIONS = [
  ['top navigation 首页 → 订单', '订单', ['/order', '#main [role="tab"]', '待接单'], ['/order', '#main :not(.screen-placeholder) > .line-tabs [role="tab"]', '待接单']],
  ['top navigation → 效果图', '效果图', ['/picture', '#main h1', '效果图'], ['/picture', '#main [aria-label="组图列表"]', '']],
  ['top navigation → 个人中心', '个人中心', ['/personal/orderData', '#main h2', '订单数据'], ['/personal/orderData', '#main h3', '效果图概况']],
  ['top navigation → 首页 (back)', '首页', null, null],
];

/** Every scenario of one round on one build; returns its measurements. */
async function round(browser, build) {
  if (flow) return flowRound(browser, build);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  await signInMerchant(context, mockUrl);
  await context.addInitScript(instrument);
  await context.route(`${build.origin}/__bench/button`, (route) => route.fulfill({ contentType: 'text/html', body: BUTTON_PAGE }));
  const page = await context.newPage();
  page.on('dialog', (d) => void d.accept());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  const out = [];
  const record = (interaction, rep, m) => out.push({ build: build.name, interaction, rep, ...m });
  try {
    if (wants('button')) {
      await page.goto(`${build.origin}/__bench/button`);
      for (let rep = 1; rep <= reps; rep++) record('plain button (baseline)', rep, await interaction(page, () => page.locator('#b').click()));
    }
    if (wants('nav')) {
      await page.goto(`${build.origin}/`);
      await nav(page, '订单').waitFor();
      for (let rep = 1; rep <= reps; rep++) {
        // Every visit to the personal centre is a first visit: its guide dialog opens.
        await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('merchant-menu-guide:')).forEach((k) => localStorage.removeItem(k)));
        for (const [label, link, marker, screenMarker] of NAVIGATIONS) {
          record(label, rep, await interaction(page, () => nav(page, link).click(), marker, screenMarker));
          if (link === '个人中心') await page.getByRole('button', { name: '我知道了' }).click();
          if (link === '订单') await page.locator('[data-order-row]').first().waitFor();
        }
      }
    }
    if (wants('orders')) {
      await page.goto(`${build.origin}/order`);
      await page.locator('[data-order-row]').first().waitFor();
      for (let rep = 1; rep <= reps; rep++) {
        for (const tab of ['待接单', '待反馈', '全部订单']) {
          record(`/order tab switch (${tab})`, rep, await interaction(page, () => page.getByRole('tab', { name: tab }).click()));
          await page.getByRole('tabpanel', { name: tab }).locator('[data-order-row]').first().waitFor();
        }
        const row = page.locator('[data-order-row]').first();
        record('查看详情 on an order', rep, await interaction(page, () => row.getByRole('button', { name: '查看详情' }).click()));
        await row.getByRole('button', { name: '收起详情' }).click();
      }
    }
    if (wants('subaccount')) {
      await page.goto(`${build.origin}/personal/accountAdd`);
      await page.getByRole('button', { name: '我知道了' }).click().catch(() => undefined);
      for (let rep = 1; rep <= reps; rep++) {
        for (const type of ['设计师', '运营']) {
          record(`sub-account type ${type}`, rep, await interaction(page, () => page.getByText(type, { exact: true }).click()));
        }
      }
    }
    if (wants('editor')) {
      await page.goto(`${build.origin}/article/add`);
      const body = page.getByLabel('正文');
      await body.click();
      // The long body arrives as one paste, as a merchant brings a text from elsewhere.
      await body.evaluate((el, html) => {
        const data = new DataTransfer();
        data.setData('text/html', html);
        data.setData('text/plain', html.replace(/<[^>]+>/g, '\n'));
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }, BODY_HTML);
      await page.waitForFunction(() => (document.querySelector('[aria-label="正文"]')?.textContent?.length ?? 0) > 9000);
      for (let rep = 1; rep <= reps; rep++) {
        await page.keyboard.press('Control+End');
        record('editor keypress in a 9,650-character body', rep, await interaction(page, () => page.keyboard.press('a')));
        await page.keyboard.press('Backspace');
      }
      for (let rep = 1; rep <= reps; rep++) {
        await page.getByRole('button', { name: '插入表格' }).click();
        await page.getByRole('spinbutton', { name: '行数' }).fill('20');
        await page.getByRole('spinbutton', { name: '列数' }).fill('20');
        await page.evaluate(() => {
          const b = window.__bench;
          b.tableShown = b.frameWhen(() => document.querySelectorAll('[aria-label="正文"] tr').length === 20);
        });
        record('insert a 20 x 20 table in the editor', rep, await interaction(page, () => page.getByRole('button', { name: '插入', exact: true }).click()));
        // Then the document is written out: the longest tasks from the click until the table
        // shows (building and drawing it), and from then until the local draft (the later of
        // the two write-outs) holds it, what typing right after the insert waits for.
        await page.waitForFunction(draftHasTable, true, { timeout: 60_000 });
        const longest = await page.evaluate(async () => {
          const b = window.__bench;
          const shown = await b.tableShown;
          await b.settle();
          const max = (tasks) => Math.max(0, ...tasks.map((t) => t.duration));
          return {
            building: max(b.longtasks.filter((t) => t.start >= b.downAt - 1 && t.start < shown)),
            writing: max(b.longtasks.filter((t) => t.start >= shown)),
          };
        });
        record('insert a 20 x 20 table: longest task until it shows', rep, { duration: longest.building });
        record('insert a 20 x 20 table: longest task after, until it is written out', rep, { duration: longest.writing });
        await body.focus();
        await page.keyboard.press('Control+z');
        await page.waitForFunction(() => document.querySelectorAll('[aria-label="正文"] table').length === 0);
        // The undone document is written out too, before the next repetition's click.
        await page.waitForFunction(draftHasTable, false, { timeout: 60_000 });
      }
    }
    if (wants('album')) {
      for (let rep = 1; rep <= reps; rep++) {
        await page.goto(`${build.origin}/picture/create`);
        const input = page.getByLabel('选择图片');
        await input.waitFor({ state: 'attached' });
        const shown = page.evaluate(async () => {
          const b = window.__bench;
          b.changeAt = 0;
          b.longtasks.length = 0;
          const thumbs = () => [...document.querySelectorAll('img[alt$="预览"]')].filter((img) => img.complete && img.naturalWidth > 0).length;
          const changed = await b.frameWhen(() => b.changeAt > 0, 30_000);
          // The frame after the one the change came in: what the page shows first.
          const firstFrame = await new Promise((r) => requestAnimationFrame(r));
          const all = await b.frameWhen(() => thumbs() === 20, 60_000);
          await b.settle();
          // The tasks from the change on (one that began just before it is the one it came in).
          const during = b.longtasks.filter((t) => t.start >= b.changeAt - 50 && t.start <= all);
          return {
            frameMs: Math.max(changed, firstFrame) - b.changeAt,
            thumbnailsMs: all - b.changeAt,
            longestBlockMs: Math.max(0, ...during.map((t) => t.duration)),
          };
        });
        await input.setInputFiles(ALBUM_FILES);
        const m = await shown;
        record('picking 20 album images: one frame after the change', rep, { duration: m.frameMs });
        record('picking 20 album images: until the 20 thumbnails show', rep, { duration: m.thumbnailsMs });
        record('picking 20 album images: longest input block', rep, { duration: m.longestBlockMs });
      }
    }
  } finally {
    await context.close();
  }
  return out;
}

// --flow (issue 59). Progress: a new busy mark (a loading button, aria-busy, a status line, the shell's placeholder) or another address.
const FLOWS = [
  ['tap on 登录 → home content', (page) => page.getByRole('button', { name: '登录', exact: true }).tap(), ['/', '.latest-row', '']],
  ['home → order rows', (page) => phoneNav(page).getByRole('link', { name: '订单', exact: true }).tap(), ['/order', '[data-order-row]', '']],
  ['personal centre → 企业信息', (page) => page.getByRole('link', { name: '企业信息', exact: true }).tap(), ['/personal/enterpriseInfo', 'form[aria-label="企业信息"] input', '']],
];
// Below 768 px the top navigation's entries are behind 菜单 (src/ui/features/shell/compact-nav.tsx).
const phoneNav = (page) => page.getByRole('navigation', { name: '主导航' });
const openPhoneMenu = (page) => phoneNav(page).getByRole('button', { name: '菜单' }).tap();
async function flowRound(browser, build) {
  // A phone: touch (a tap is touchstart, pointerdown, then click; the router preloads a link on touchstart).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, locale: 'zh-CN' });
  await context.addInitScript(instrument);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuRate });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 });
  const log = [];
  page.on('requestfinished', (r) => log.push({ url: r.url().replace(build.origin, ''), start: Math.round(r.timing().startTime), end: Date.now() }));
  const out = [];
  try {
    await page.goto(`${build.origin}/login`);
    await page.getByRole('tab', { name: '账号登录' }).click();
    await page.getByRole('textbox', { name: '用户名' }).fill('merchant');
    await page.getByLabel('密码', { exact: true }).fill('Demo1234');
    await page.waitForTimeout(3000); // the merchant types; the page's later files arrive meanwhile
    for (const [label, act, marker] of FLOWS) {
      if (label.startsWith('home')) await openPhoneMenu(page);
      if (label.startsWith('personal')) {
        await openPhoneMenu(page);
        await phoneNav(page).getByRole('link', { name: /^个人中心/ }).click();
        await page.getByRole('button', { name: '我知道了' }).click();
        await page.getByRole('navigation', { name: '个人中心菜单' }).getByRole('button', { name: /^菜单：/ }).click();
      }
      const from = log.length;
      const tapAt = Date.now();
      await page.evaluate((m) => {
        const b = window.__bench;
        const busy = '[data-loading], [aria-busy="true"], [role="status"], .screen-placeholder';
        const before = b.downAt;
        let seen = null;
        addEventListener('pointerdown', () => ((seen = new Set(document.querySelectorAll(busy))), (b.path = location.pathname)), { capture: true, once: true });
        b.watch = b.frameWhen(b.marker(...m));
        b.progress = b.frameWhen(() => b.downAt !== before && seen && (location.pathname !== b.path || [...document.querySelectorAll(busy)].some((el) => !seen.has(el))));
      }, marker);
      await act(page);
      const m = await page.evaluate(async () => ({ shown: (await window.__bench.watch) - window.__bench.downAt, progress: (await window.__bench.progress) - window.__bench.downAt }));
      out.push({ build: build.name, interaction: label, rep: 1, duration: m.shown }, { build: build.name, interaction: `${label}: first sign of progress`, rep: 1, duration: m.progress });
      if (process.argv.includes('--log')) console.log(`${label}:\n  ${log.slice(from).map((r) => `${r.start - tapAt}-${r.end - tapAt} ${r.url}`).join('\n  ')}`);
    }
  } finally {
    await context.close();
  }
  return out;
}

const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const all = [];
try {
  // Round 0 warms the servers, caches and browser up and is not counted; builds alternate.
  for (let r = 0; r <= rounds; r++) {
    for (const b of r % 2 ? builds : [...builds].reverse()) {
      const rows = await round(browser, b);
      if (r > 0) all.push(...rows.map((row) => ({ ...row, round: r })));
      console.log(`${r ? `round ${r}` : 'warm-up'} ${b.name}: ${rows.length} measurements`);
    }
  }
} finally {
  await browser.close();
  stopServers();
}

const out = arg('--json');
if (out) writeFileSync(out, JSON.stringify({ cpuRate, rounds, reps, builds: builds.map((b) => b.name), runs: all }, null, 2));

const names = [...new Set(all.map((r) => r.interaction))];
const ms = (x) => (Number.isFinite(x) ? `${Math.round(x)}` : '-');
const cell = (rows, key = 'duration') => {
  const xs = rows.map((r) => r[key]).filter(Number.isFinite);
  const perRound = [...new Set(rows.map((r) => r.round))].map((n) => ms(median(rows.filter((r) => r.round === n).map((r) => r[key]).filter(Number.isFinite))));
  return `${ms(median(xs))} (${perRound.join(' / ')}) | ${ms(Math.max(...xs))}`;
};
console.log(`\nInteractions at ${cpuRate}x CPU, production build behind nginx, ${rounds} rounds of ${reps} (${new Date().toISOString().slice(0, 16)}Z)`);
console.log(flow ? 'ms from the tap (pointerdown), one per round: median (rounds) | worst.\n' : 'Event Timing duration in ms: median of all (medians per round) | worst; "16" is "16 or less".\n');
const header = builds.map((b) => `${b.name}: median (rounds) | worst`).join(' | ');
console.log(`| interaction | ${header} |${bases.map((b) => ` ${b} − ${dist} (95% interval) |`).join('')}`);
console.log(`|---|${builds.map(() => '---|---|').join('')}${bases.map(() => '---|').join('')}`);
const contentRows = [];
for (const name of names) {
  const cells = builds.map((b) => cell(all.filter((r) => r.interaction === name && r.build === b.name)));
  let diff = '';
  for (const other of bases) {
    const pairs = all.filter((r) => r.interaction === name && r.build === other).map((b) => {
      const a = all.find((r) => r.interaction === name && r.build === dist && r.round === b.round && r.rep === b.rep);
      return a ? b.duration - a.duration : NaN;
    }).filter(Number.isFinite);
    if (pairs.length >= 2) {
      const d = medianDifference(pairs);
      diff += ` ${ms(d.estimate)} (${ms(d.low)} to ${ms(d.high)}) ${verdict(d) === 'B better' ? 'faster' : verdict(d) === 'B worse' ? 'slower' : 'no difference shown'} |`;
    } else diff += ' - |';
  }
  console.log(`| ${name} | ${cells.join(' | ')} |${diff}`);
  if (all.some((r) => r.interaction === name && Number.isFinite(r.contentMs))) contentRows.push(name);
}
const firstFrames = { contentMs: 'the asked-for screen (content or its placeholder)', screenMs: 'the screen itself (its own render)' };
for (const [key, what] of Object.entries(contentRows.length ? firstFrames : {})) {
  console.log(`\nFrom the pointerdown to the first frame with ${what}, ms: median (rounds) | worst\n\n| navigation | ${header} |\n|---|${builds.map(() => '---|---|').join('')}`);
  for (const name of contentRows) console.log(`| ${name} | ${builds.map((b) => cell(all.filter((r) => r.interaction === name && r.build === b.name), key)).join(' | ')} |`);
}
if (base) console.log(`\ndifference: each other build − ${dist}, the median of the paired differences (same round and repetition) with its 95% bootstrap interval; "slower" means that build is slower than ${dist}.`);
process.exit(0);
