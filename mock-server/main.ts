import { createMockServer } from './server';
import { allAccounts } from './auth';
import { DEMO_PASSWORD, DEMO_SMS_CODE } from './fixtures/accounts';

const port = Number(process.env.MOCK_PORT ?? 3001);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const quiet = process.argv.includes('--quiet');

const server = createMockServer({ logger: process.argv.includes('--log'), logCspReports: true }).listen(port, host, () => {
  if (quiet) return console.log(`mock server on http://${host}:${port}`);
  console.log(`Mock server: http://${host}:${port} (API under /v2, uploads under /qiniu, POST /__reset)`);
  console.log(`API document: http://${host}:${port}/__docs/ (contracts/openapi.json)`);
  console.log(`Demo accounts (password ${DEMO_PASSWORD}, SMS code ${DEMO_SMS_CODE}):`);
  for (const a of allAccounts()) console.log(`  ${a.username.padEnd(11)} ${a.phone}  ${a.what}`);
});

// Node closes a keep-alive connection after 5 s without a request. A client that keeps its
// connections for reuse (Playwright's request contexts, which the e2e suite keeps across tests,
// and most HTTP clients) can send its next request on one at the moment the server closes it,
// and gets ECONNRESET. An idle connection stays open until its client closes it; server.close()
// still ends the idle ones.
server.keepAliveTimeout = 0;

const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
