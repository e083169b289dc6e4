// `npm test`: every check, in order, each printing its own closing line; stops at the first
// failure with a non-zero exit. Servers are started by the steps that need them and stopped
// by them (Pact's verifier runs the mock server in-process; Playwright owns its webServers).
// The static checks are single-threaded and independent, so they run side by side, each
// printing its output when it ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { run } from './run.mjs';
import { findNginx, nginxMissing } from './nginx-local.mjs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`No Chromium at ${chrome}: install it with "apt-get install -y chromium fonts-noto-cjk" or set CHROME_PATH.`);
  process.exit(1);
}
if (!findNginx()) {
  console.error(nginxMissing());
  process.exit(1);
}

const staticChecks = [
  ['type check', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '--max-warnings', '0', 'src', 'tests', 'mock-server', 'scripts']],
  ['import cycles', 'node', ['scripts/check-cycles.mjs']],
];
const steps = [
  ['unit and component tests', 'npx', ['vitest', 'run', '--project', 'unit', '--project', 'components']],
  ['component tests in Chromium', 'npx', ['vitest', 'run', '--project', 'browser']],
  ['pact consumer tests', 'node', ['scripts/pact-consumer.mjs']],
  ['pact provider verification', 'npx', ['tsx', 'tests/contract/verify-provider.ts']],
  // Every endpoint of ../shared/spec/endpoints.tsv has an interaction (the shared tool, strict).
  ['contract coverage', 'node', ['../shared/tools/contract-coverage.mjs', '--strict', '--pacts', 'contracts']],
  ['production build', 'npx', ['vite', 'build', '--logLevel', 'warn']],
  ['bundle budget', 'node', ['scripts/size.mjs', '--no-build']],
  // dist/ behind nginx (deploy/), as merchants get it: the header and CSP checks of
  // tests/e2e-prod and the whole e2e suite under the production CSP. It replaced a second run of
  // the suite on `vite preview` (about 3 minutes), which still serves `npm run test:e2e` where
  // nginx is missing. Without traces (PW_TRACE=off, a fifth faster): rerun a failing spec alone
  // to get its trace.
  ['end-to-end tests behind nginx', 'npx', ['playwright', 'test', '-c', 'tests/e2e-prod/playwright.config.ts'], { PW_TRACE: 'off' }],
];

/** Runs a command with its output kept, then prints it with the step's closing line. */
function runBuffered([name, cmd, args]) {
  const t = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (d) => output.push(d));
    child.stderr.on('data', (d) => output.push(d));
    child.on('error', (e) => output.push(Buffer.from(String(e))));
    child.on('close', (code) => {
      console.log(`\n=== ${name} ===`);
      process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - t) / 1000).toFixed(1);
      console.log(code === 0 ? `=== ${name}: passed in ${seconds} s ===` : `=== ${name}: FAILED (${code}) ===`);
      resolve(code === 0);
    });
  });
}

const started = Date.now();
const passed = await Promise.all(staticChecks.map(runBuffered));
if (passed.includes(false)) process.exit(1);
for (const [name, cmd, args, env] of steps) {
  const t = Date.now();
  console.log(`\n=== ${name} ===`);
  await run(cmd, args, env ? { env: { ...process.env, ...env } } : {});
  console.log(`=== ${name}: passed in ${((Date.now() - t) / 1000).toFixed(1)} s ===`);
}
console.log(`\nnpm test: ${staticChecks.length + steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
