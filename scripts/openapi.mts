// `npm run openapi`: writes contracts/openapi.json and contracts/endpoints.tsv from the API's
// declarations (contracts/api, read by scripts/openapi/build-document.ts).
// `--check`: fails instead when a committed file is not what the declarations generate (npm test).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { buildDocument, endpointList } from './openapi/build-document';

const files = { 'contracts/openapi.json': `${JSON.stringify(buildDocument(), null, 2)}\n`, 'contracts/endpoints.tsv': endpointList() };
const operations = endpointList().trim().split('\n').length - 1;
let stale = false;
for (const [file, text] of Object.entries(files)) {
  if (!process.argv.includes('--check')) writeFileSync(file, text);
  else if (!existsSync(file) || readFileSync(file, 'utf8') !== text) {
    console.error(`${file} is stale: run \`npm run openapi\` and commit it.`);
    stale = true;
  }
}
console.log(`${Object.keys(files).join(' and ')} ${process.argv.includes('--check') ? (stale ? 'checked' : 'up to date') : 'written'} (${operations} operations)`);
process.exit(stale ? 1 : 0);
