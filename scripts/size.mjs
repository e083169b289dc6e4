// Bundle budget: the gzip size of what a screen loads up front (the entry, its static imports,
// the chunks it awaits before the first render, the screen's own lazy route chunk with its
// static imports, and their CSS). Fails above budget, and when a start-up stage's chunk is
// loaded before its turn (stageProblems in scripts/vite-route-pages.mjs).
//   node scripts/size.mjs [--no-build] [--route src/ui/routes/login.tsx] [--budget-kb 260]
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { run } from './run.mjs';
import { STARTUP_MODULES, stageProblems } from './vite-route-pages.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
// 260 KB: /login loads TanStack Form for its two sign-in forms (issue 8, +17 KB). Its screen is
// prerendered and its scripts load after the first paint, so these bytes no longer delay it.
const budgetKb = Number(arg('--budget-kb', 260));
const routes = process.argv.includes('--route') ? [arg('--route')] : ['src/ui/routes/login.tsx', 'src/ui/routes/home.tsx'];
const dist = arg('--dist', 'dist');

if (!process.argv.includes('--no-build')) await run('npx', ['vite', 'build', '--logLevel', 'warn']);
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`no ${manifestPath}: build first`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

function collect(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in ${manifestPath}: the budget would miss what it loads`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) collect(dep, files);
  return files;
}

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
let failed = false;
for (const route of routes) {
  if (!manifest[route]) {
    console.error(`route chunk ${route} not found in the manifest`);
    process.exit(1);
  }
  // The entry, the chunks it awaits before its first render (the stages), the screen's chunk.
  const files = collect(route, new Set());
  for (const key of ['index.html', ...STARTUP_MODULES]) collect(key, files);
  // and what index.html links outside the manifest (the prebuilt Chakra stylesheet).
  for (const [, file] of readFileSync(join(dist, 'index.html'), 'utf8').matchAll(/(?:href|src)="\/(assets\/[^"]+)"/g)) files.add(file);
  const total = [...files].reduce((sum, f) => sum + gz(f), 0);
  const kb = total / 1024;
  const ok = kb <= budgetKb;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${route}: ${kb.toFixed(1)} KB gzip up front in ${files.size} files (budget ${budgetKb} KB)`);
}
// The start-up stages the entry evaluates one task at a time (src/main.tsx, vite.config.ts).
const problems = stageProblems(manifest);
for (const problem of problems) console.log(`FAIL start-up stage ${problem}`);
if (problems.length === 0) console.log(`ok   start-up stages: ${STARTUP_MODULES.length} chunks of their own, each loaded in its turn`);
if (failed || problems.length > 0) process.exit(1);
