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
// The budgets hold each first screen where it is, so that it cannot grow unnoticed; a change
// that moves one says so in its commit message (the history of every step is there, and the
// current sizes in docs/performance.md). /login's 200 KB is issue 13's goal; / and /order are
// the signed-in shell with their screens. --budget-kb sets one budget for a --route.
const budgetKb = Number(arg('--budget-kb', 260));
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
