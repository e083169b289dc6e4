// `npm run serve:prod`: the production build as merchants get it, behind nginx (deploy/),
// with the mock server as the API. Builds first (unless --no-build), writes the .br/.gz files,
// starts both servers, prints the URL, stops both on Ctrl-C.
//   NGINX_PORT (8080)  MOCK_PORT (3001)  APP_DIST (dist)
//   API_UPSTREAM=https://api.example.com   use a real API instead of starting the mock
//   --no-build   serve APP_DIST as it is (fails when it was never built)
//   --quiet      no demo-account listing
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import { run } from './run.mjs';
import { compressDist, isCompressed } from './compress-dist.mjs';
import { findNginx, nginxMissing, prepareNginx, startNginx } from './nginx-local.mjs';

const port = Number(process.env.NGINX_PORT ?? 8080);
const mockPort = Number(process.env.MOCK_PORT ?? 3001);
const dist = process.env.APP_DIST ?? 'dist';
const external = process.env.API_UPSTREAM;
const api = external ?? `http://127.0.0.1:${mockPort}`;
const quiet = process.argv.includes('--quiet');

const nginx = findNginx();
if (!nginx) {
  console.error(nginxMissing());
  process.exit(1);
}

const index = join(dist, 'index.html');
if (!process.argv.includes('--no-build')) {
  console.log(`building ${dist}/ ...`);
  await run('npx', ['vite', 'build', '--outDir', dist, '--logLevel', 'warn']);
} else if (!existsSync(index)) {
  console.error(`no ${index}: build first (npx vite build --outDir ${dist})`);
  process.exit(1);
}
if (!isCompressed(dist)) console.log(`precompressed ${compressDist(dist)} files (.br, .gz)`);

const children = [];
let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function watch(name, child) {
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${name} stopped (${signal ?? code}); stopping the rest`);
    stop(1);
  });
}

async function waitFor(url, what) {
  for (const started = Date.now(); Date.now() - started < 90_000; ) {
    if (stopping) return;
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  console.error(`${what} did not answer ${url} within 90 s`);
  stop(1);
}

async function serve() {
  if (!external) {
    const args = ['--import', 'tsx', 'mock-server/main.ts', ...(quiet ? ['--quiet'] : [])];
    watch('mock server', spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, MOCK_PORT: String(mockPort) } }));
    await waitFor(`${api}/__db/areas`, 'the mock server');
    if (stopping) return;
  }
  // With the mock as the API, browsers report CSP violations to it (it logs them).
  if (!external) process.env.CSP_REPORT_URI ??= '/v2/csp-report';
  const { runDir, brotli } = prepareNginx(nginx, { port, dist, api });
  watch('nginx', startNginx(nginx, runDir));
  await waitFor(`http://127.0.0.1:${port}/login`, 'nginx');
  if (stopping) return;
  console.log(`\nProduction build of ${dist}/ behind nginx: http://127.0.0.1:${port}`);
  console.log(`  API ${api}${external ? '' : ' (mock server)'}; ${brotli ? 'brotli and gzip' : 'gzip only (no brotli module)'}; config and logs in ${runDir}`);
  console.log('  Ctrl-C stops both.');
}

serve().catch((error) => {
  console.error(error.message);
  stop(1);
});
