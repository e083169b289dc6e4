// `npm test`: every check, in order, each with its own closing line; stops at the first failure
// with a non-zero exit. Servers are started by the steps that need them and stopped by them
// (Pact's verifier runs the mock server in-process; Playwright owns its webServers).
// concurrently runs the steps: the static checks side by side (single-threaded and independent,
// each line prefixed with its check's name), then the rest one at a time with their own output.
import { existsSync } from 'node:fs';
import concurrently from 'concurrently';
import { findNginx, nginxMissing } from './nginx-local.mjs';
import { STATIC_CHECKS, closingLines, runSideBySide } from './static-checks.mjs';

const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) {
  console.error(`No Chromium at ${chrome}: install it with "apt-get install -y chromium fonts-noto-cjk" or set CHROME_PATH.`);
  process.exit(1);
}
if (!findNginx()) {
  console.error(nginxMissing());
  process.exit(1);
}

const steps = [
  { name: 'unit and component tests', command: 'npx vitest run --project unit --project components --project components-isolated' },
  { name: 'component tests in Chromium', command: 'npx vitest run --project browser' },
  { name: 'pact consumer tests', command: 'node scripts/pact-consumer.mjs' },
  { name: 'pact provider verification', command: 'npx tsx tests/contract/verify-provider.ts' },
  // Every endpoint of contracts/endpoints.tsv has an interaction, and every interaction is one of them.
  { name: 'contract coverage', command: 'node scripts/contract-coverage.mjs --strict' },
  // contracts/openapi.json is what the schemas generate (not stale), and every Pact interaction
  // validates against it (after the consumer tests, which write the Pact file).
  { name: 'OpenAPI document', command: 'node scripts/openapi-check.mjs' },
  { name: 'production build', command: 'npx vite build --logLevel warn' },
  { name: 'bundle budget', command: 'npx size-limit' },
  // dist/ behind nginx (deploy/), as merchants get it: the header and CSP checks of
  // tests/e2e-prod and the whole e2e suite under the production CSP. Without traces
  // (PW_TRACE=off, a fifth faster): rerun a failing spec alone to get its trace.
  { name: 'end-to-end tests behind nginx', command: 'npx playwright test -c tests/e2e-prod/playwright.config.ts', env: { PW_TRACE: 'off' } },
];

const started = Date.now();
if (!(await runSideBySide(STATIC_CHECKS))) process.exit(1);

// One at a time (maxProcesses 1); a failure stops the queue, so no later step starts. A step's
// heading is printed as the one before it closes, which is when concurrently starts it.
console.log(`\n=== ${steps[0].name} ===`);
const { commands, result } = concurrently(steps, { maxProcesses: 1, raw: true, killOthersOn: ['failure'] });
closingLines(commands, (next) => console.log(`\n=== ${next.name} ===`));
await result.catch(() => process.exit(1));
console.log(`\nnpm test: ${STATIC_CHECKS.length + steps.length} steps passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
