// Regenerates contracts/ from the consumer tests and fails when the committed files were stale.
// Pact merges into existing files, so they are removed first (removed interactions disappear).
// Only the Pact files (JSON with interactions): contracts/ also keeps the endpoint list and openapi.json.
import { mkdirSync, readFileSync, readdirSync, rmSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { run } from './run.mjs';

const dir = 'contracts';
const isPact = (f) => f.endsWith('.json') && Array.isArray(JSON.parse(readFileSync(join(dir, f), 'utf8')).interactions);
const pacts = () => (existsSync(dir) ? readdirSync(dir).filter(isPact) : []);
const read = () => Object.fromEntries(pacts().map((f) => [f, normalise(join(dir, f))]));

/** Interaction order follows test order; compare as sorted sets so only content counts. */
function normalise(file) {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  const key = (i) => `${i.description}|${JSON.stringify(i.providerStates ?? [])}`;
  doc.interactions = [...(doc.interactions ?? [])].sort((a, b) => key(a).localeCompare(key(b)));
  delete doc.metadata;
  return JSON.stringify(doc, null, 1);
}

const before = read();
for (const f of pacts()) rmSync(join(dir, f));
mkdirSync(dir, { recursive: true });
await run('npx', ['vitest', 'run', '--project', 'contract']);
const after = read();
const changed = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((f) => before[f] !== after[f]);
if (changed.length && !process.argv.includes('--update')) {
  console.error(`contracts are stale: ${changed.join(', ')} changed. Commit the regenerated files in contracts/.`);
  process.exit(1);
}
console.log(changed.length ? `contracts updated: ${changed.join(', ')}` : 'contracts up to date');
