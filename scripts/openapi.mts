// `npm run openapi`: writes contracts/openapi.json from the code's schemas (scripts/openapi/build-document.ts).
// `--check`: fails instead when the committed document is not what the code generates (npm test).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { buildDocument } from './openapi/build-document';

const file = 'contracts/openapi.json';
const text = `${JSON.stringify(await buildDocument(), null, 2)}\n`;
const paths = (JSON.parse(text) as { paths: Record<string, object> }).paths;
const operations = Object.values(paths).reduce((n, p) => n + Object.keys(p).length, 0);
if (process.argv.includes('--check')) {
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    console.error(`${file} is stale: run \`npm run openapi\` and commit it.`);
    process.exit(1);
  }
  console.log(`${file} up to date (${operations} operations)`);
} else {
  writeFileSync(file, text);
  console.log(`${file} written (${operations} operations)`);
}
// Modules of the mock keep handles open; the work is done.
process.exit(0);
