/**
 * Provider verification: replays every pact in contracts/ against a provider.
 *   npm run pact:verify                                   in-process mock server on a free port
 *   npm run pact:verify -- --provider-base-url URL        a running provider (mock or real backend)
 *   [--state-change-url URL]   where provider states are set up (default URL/__state)
 *   [--token TOKEN]            sent as the bearer token instead of the mock's demo tokens
 *
 * pact-core's verifier is used directly: pact-js wraps it in a proxy that re-encodes request
 * bodies as JSON and so breaks the form-encoded token request. The provider arranges each
 * state itself, from the POST {state, params, action} the verifier sends; a local relay adds the
 * mock's test-hook header (X-Mock-Test), which the verifier's state calls do not carry.
 */
import path from 'node:path';
import { readFileSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { type Server, createServer } from 'node:http';
import pact from '@pact-foundation/pact-core';
import { createMockServer } from '../../mock-server/server';
import { describeViolations, readViolations } from '../../mock-server/openapi';
import { TEST_HOOK_HEADERS } from '../../mock-server/hardening';

/** Forwards each state call to `target` with the test-hook header; answers the relay's URL. */
async function stateRelay(target: string): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', ...TEST_HOOK_HEADERS }, body: Buffer.concat(chunks) })
        .then(async (answer) => res.writeHead(answer.status, { 'content-type': 'application/json' }).end(await answer.text()))
        .catch((error: unknown) => res.writeHead(502).end(String(error)));
    });
  }).listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main() {
  let baseUrl = arg('--provider-base-url');
  let close = () => {};
  // The in-process mock checks each of its answers against contracts/openapi.json (mock-server/openapi.ts).
  const answersChecked = !baseUrl;
  const checkDir = path.resolve(`.tmp/openapi-check-verifier-${process.pid}`);
  if (answersChecked) process.env.MOCK_OPENAPI_CHECK = checkDir;
  if (!baseUrl) {
    const server = createMockServer().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  }
  const token = arg('--token');
  const dir = path.resolve(arg('--pact-dir') ?? process.env.PACT_DIR ?? 'contracts');
  // Pact files only: contracts/ also keeps openapi.json.
  const pactUrls = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => path.join(dir, f))
    .filter((f) => Array.isArray(JSON.parse(readFileSync(f, 'utf8')).interactions));
  const relay = await stateRelay(arg('--state-change-url') ?? `${baseUrl}/__state`);
  try {
    await pact.verifyPacts({
      provider: 'merchant-api',
      providerBaseUrl: baseUrl,
      pactUrls,
      providerStatesSetupUrl: relay.url,
      logLevel: 'warn',
      ...(token ? { customProviderHeaders: [`Authorization: Bearer ${token}`] } : {}),
    });
    console.log(`provider verification: every interaction of ${pactUrls.length} pact file(s) passed`);
    if (answersChecked) {
      const violations = readViolations(checkDir, true);
      if (violations.length) throw new Error(`the mock answered what contracts/openapi.json does not allow:\n${describeViolations(violations)}`);
      console.log('every answer of the mock matched contracts/openapi.json');
    }
  } finally {
    relay.server.close();
    close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
