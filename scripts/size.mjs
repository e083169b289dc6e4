// Bundle budget: the gzip size of what a first screen loads up front (the entry, its static
// imports, the chunks it awaits before the first render, the screen's own lazy route chunks
// with their static imports: the shell's too behind sign-in, and their CSS). Fails above
// budget, and when a start-up stage's chunk is loaded before its turn (stageProblems in
// scripts/vite-route-pages.mjs). Every first screen of FIRST_SCREENS, or one route module.
//   node scripts/size.mjs [--no-build] [--route src/ui/routes/login.tsx] [--budget-kb 260]
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { run } from './run.mjs';
import { FIRST_SCREENS, STARTUP_MODULES, stageProblems, stagesOf } from './vite-route-pages.mjs';
import { classicFileOf } from './vite-classic-chunks.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
// 260 KB: /login loads TanStack Form for its two sign-in forms (issue 8, +17 KB). Its screen is
// prerendered and its scripts load after the first paint, so these bytes no longer delay it.
// 261 KB (issue 13, +1.1 KB on every page): what a failed start-up shows (startup-failure.ts,
// 0.4 KB), and the providers evaluated in a start-up stage of their own (0.4 KB of gzip lost to
// one more file), which took 58 ms of CPU TBT off / and /order.
// 262 KB (issue 13, +0.7 KB): React is a start-up stage, no longer a static import of the entry,
// so that the entry still runs and shows the failure when React's chunk, the largest, does not
// arrive; its stage's facade file and the longer name every chunk imports React by cost this.
const budgetKb = Number(arg('--budget-kb', 260));
// /order was first measured here when the shell's chunk joined its page (303 KB: the list, its
// filters and dialogs). Its budget holds it where it is, so that it cannot grow unnoticed.
// 306 KB: the same +0.7 KB as above.
// /login 257 KB (issue 13, -4.6 KB): the gateways of the orders, home, albums and articles
// load on their first call, as the personal centre's did (src/di/gateway-loader.ts); /login calls
// none of them. The pages of / and /order ask for the ones they call with the entry, so their
// bytes stay where they were (/order +0.6 KB for three more files).
// 252 KB (-5.1 KB: -5.4 of scripts, +0.3 of CSS on every page): 记住密码 is a native checkbox drawn as Chakra's, not Chakra's Checkbox (Ark's
// component and Zag's checkbox machine, for this one control).
// 240 KB (-11.9 KB: -12.2 of scripts, +0.3 of CSS): 快捷登录 / 账号登录 are tabs of the app's own (SignInTabs), not Chakra's
// Tabs, which brought Ark's component, Zag's tabs machine and the runtime they share.
// 239 KB (-1.2 KB on every page with a form): a build gives TanStack Form a devtools client
// that does nothing (vite.config.ts, withoutFormDevtools); /login 238.4, / 259.2, /order 304.0 KB,
// so the others go down too: 260 KB, and 305 KB for /order.
// 232 KB (-7.2 KB): TanStack Query is not a start-up stage; the signed-in shell and registration
// give their screens the page's query client (src/ui/app/query-client.tsx), and /login asks for
// no server data through it. / and /order load it with the shell, as one chunk: 259.6 and 304.1.
// 233, 261 and 306 KB (+0.8 KB on every page): a part of a screen on a chunk of its own (the
// toasts, the expiry dialog, the sign-in's next step, the editor, the QR code) that does not
// arrive fails alone (src/ui/components/lazy-part.tsx), and a message waits for no chunk
// (toaster.tsx); before, the route's error boundary replaced the whole screen.
// 231, 260 and 305 KB (-1.2 KB on every page): the adapters of regions, account recovery, the
// editor's uploads, image sizes and file storage load on their first call, as the gateways do;
// no first screen calls them (/login 230.8, / 259.3, /order 303.8 KB).
// /login 200 KB, issue 13's goal (-32.9 KB: 230.8 -> 197.9): a signed-out first visit hydrates the sign-in
// screen without the router (src/ui/app/sign-in-first.tsx), so login.html loads neither TanStack
// Router nor the route tree (the app-root and router stages) up front, and prefetches them for when
// the user leaves; TanStack's store, which Form shares with the router, is a chunk of its own
// (vite.config.ts); the textarea and select fields (more-fields.tsx) and the IE warning's alert
// are not in the sign-in forms' files. / 261 KB (+0.7 KB, 259.3 -> 260.0): the toasts and the expiry
// dialog are the providers' stage's now (AppChrome), where they compress 0.4 KB worse than in the
// router's, and the store's own file; the entry no longer lists its imports' files (-0.4 KB on
// every page: the pages ask for them), which takes back what the entry's sign-in branch added.
// / 260 and /order 304 KB (-0.9 KB on every page: /login 197.1, / 259.2, /order 303.7): the
// anatomies of the 21 Chakra and Zag components the app never renders are no longer built and
// shipped (pureAnatomies in scripts/vite-chakra-static-css.mjs).
// / 238 and /order 274 KB (/ 259.5 -> 236.8, /order 304.1 -> 272.3): the dialogs of / and /order
// (the feedback reminder's, which the shell rendered closed on every screen, the order actions',
// 自定义's calendar and a headline's) load when one first opens, and with them Chakra's dialog, the
// focus trap and the order forms; no dialog is open on a first screen.
// /order 262 KB (272.2 -> 260.3): the order tabs are LineTabs, as the sign-in tabs, instead of
// Chakra's Tabs with Ark's component and Zag's tabs machine (/login +0.3 KB: the tabs' styles).
// / 239 KB (+0.3 KB, 237.9 -> 238.2; /order 261.5 -> 261.7, /login 198.9 -> 199.0): the personal
// centre's routes ask for the gateways their screen calls while its chunk downloads (warmUp), so
// a screen's first call no longer waits for a second download (25-145 ms sooner at 150 ms round
// trips); the route tree, which / and /order load up front, names them.
// / 240 and /order 265 KB (+0.4 and +2.3 KB: / 239.4, /order 264.1): a list that fails says so
// with 重试 and reloads once back online (load-failed.tsx), a screen whose file does not arrive
// offline stays in the app (lazy-screen.ts), the order rows' actions are TanStack Query
// mutations that refetch the list, and error toasts format their inline HTML (issues 43, 45).
// /login 201.5, / 242.5 and /order 269 KB (+1.5, +2.8, +4.5 KB: /login 201.2, / 242.2, /order
// 268.6): every form is one valibot schema in the domain (issue 45). valibot is one module, so
// every action any screen's schema uses (trim, check, the cross-field forward / partialCheck /
// rawCheck, integer and value bounds of the wire bodies) ships once in the start-up chunk that
// every page loads; /order also loads its row and dialog writes as mutations sharing one
// optimistic-update module. Open: a start-up chunk without the schemas' actions.
// /login 200 KB again (-2.0 KB: 201.2 -> 199.2): a build leaves out TanStack Form's form groups,
// which useForm attached to every form and the app never uses (vite.config.ts, withoutFormGroups).
// / 243 KB (+0.4 KB, 242.2 -> 242.6): a click in the top navigation paints 加载中… and navigates
// after that frame (AreaLink, app-shell.tsx: the worst cases of a move between areas went from
// 448 to 136 ms at 4x CPU, issue 48), and the strong password's pattern is defined once where
// the start-up services' password messages are (issue 45). /order holds 269 (268.7).
// / 237 and /order 265 KB (-6.1 and -3.8 KB: / 236.5, /order 264.9): dates and times are written
// with date-fns' lightFormat (src/domain/common/time-format.ts), not format, which brought its
// default English locale and every token's formatter to each screen that shows a date.
const screenBudgetKb = { 'login.html': 200, 'home.html': 237, 'order.html': 265 };
const budgetOf = (name) => (process.argv.includes('--budget-kb') ? budgetKb : (screenBudgetKb[name] ?? budgetKb));
const screens = process.argv.includes('--route')
  ? [{ name: arg('--route'), modules: [arg('--route')], stages: STARTUP_MODULES }]
  : FIRST_SCREENS.map((s) => ({ name: s.page, modules: s.modules, stages: stagesOf(s) }));
const dist = arg('--dist', 'dist');

if (!process.argv.includes('--no-build')) await run('npx', ['vite', 'build', '--logLevel', 'warn']);
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`no ${manifestPath}: build first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
/** What the manifest names: a page's stages and chunks are counted from it, by what the screen loads. */
const built = new Set(Object.values(manifest).flatMap((c) => [c.file, ...(c.css ?? [])]));

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in ${manifestPath}: the budget would miss what it loads`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  // A chunk that runs a classic script of its own (scripts/vite-classic-chunks.mjs) loads it too.
  if (existsSync(join(dist, classicFileOf(chunk.file)))) files.add(classicFileOf(chunk.file));
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(dep, files);
  return files;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let failed = false;
for (const screen of screens) {
  const missing = screen.modules.filter((m) => !manifest[m]);
  if (missing.length > 0) {
    console.error(`route chunk ${missing.join(', ')} not found in the manifest`);
    process.exit(1);
  }
  // The entry, the chunks it awaits before its first render (the stages), the screen's chunks.
  const files = new Set();
  for (const module of screen.modules) collect(module, files);
  for (const key of ['index.html', ...screen.stages]) collect(key, files);
  // and what index.html links outside the manifest (the prebuilt Chakra stylesheet).
  for (const [, file] of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)) if (!built.has(file) && !file.endsWith('.classic.js')) files.add(file);
  const total = [...files].reduce((sum, f) => sum + gz(f), 0);
  const kb = total / 1024;
  const budget = budgetOf(screen.name);
  const ok = kb <= budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${screen.name}: ${kb.toFixed(1)} KB gzip up front in ${files.size} files (budget ${budget} KB)`);
}
// The start-up stages the entry evaluates one task at a time (src/main.tsx, vite.config.ts).
const problems = stageProblems(manifest);
for (const problem of problems) console.log(`FAIL start-up stage ${problem}`);
if (problems.length === 0) console.log(`ok   start-up stages: ${STARTUP_MODULES.length} chunks of their own, each loaded in its turn`);
if (failed || problems.length > 0) process.exit(1);
