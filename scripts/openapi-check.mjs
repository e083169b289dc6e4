// `npm test` step: contracts/openapi.json is what `npm run openapi` generates from the code (a
// stale document fails), and every interaction of the Pact files in contracts/ is allowed by it.
// The mock's answers are checked against it by the Pact verifier and the e2e suite.
import { run } from './run.mjs';

await run('npx', ['tsx', 'scripts/openapi.mts', '--check']);
await run('node', ['scripts/openapi-pact-check.mjs']);
