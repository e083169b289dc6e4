// Contract coverage: every /v2 endpoint the app calls (contracts/endpoints.tsv: method, path,
// the spec that names it) has at least one Pact interaction in contracts/, and every
// interaction there is one of those endpoints.
//   node scripts/contract-coverage.mjs [--strict] [--endpoints FILE] [--pacts DIR]
//   --strict   exit 1 when an endpoint has no interaction or an interaction matches no endpoint
// Prints what is uncovered or unknown, then "covered N/M endpoints".
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const strict = args.includes('--strict');
const endpointsFile = option('--endpoints', 'contracts/endpoints.tsv');
const pactDir = option('--pacts', 'contracts');

/** One row per endpoint; `:name` segments match any one path segment. */
function readEndpoints(file) {
  const [header, ...lines] = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '');
  const columns = header.split('\t');
  const method = columns.indexOf('method');
  const path = columns.indexOf('path');
  if (method < 0 || path < 0) throw new Error(`${file}: the header names no "method" and "path" columns`);
  return lines.map((line) => {
    const cells = line.split('\t');
    const template = cells[path];
    const params = template.match(/:[A-Za-z_]+/g) ?? [];
    const pattern = new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`);
    return { method: cells[method].toUpperCase(), path: template, pattern, params: params.length, hits: 0 };
  });
}

/** Pact JSON files under `dir`, recursively. */
function pactFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) return pactFiles(p);
    return name.endsWith('.json') ? [p] : [];
  });
}

// The most specific row wins: GET /v2/orders/export before GET /v2/orders/:id.
const endpoints = readEndpoints(endpointsFile).sort((a, b) => a.params - b.params || b.path.length - a.path.length);
const unknown = [];
let interactions = 0;
for (const file of pactFiles(pactDir)) {
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(doc.interactions)) continue;
  for (const interaction of doc.interactions) {
    const { method, path } = interaction.request ?? {};
    if (typeof method !== 'string' || typeof path !== 'string') continue;
    interactions += 1;
    const bare = path.split('?')[0];
    const endpoint = endpoints.find((e) => e.method === method.toUpperCase() && e.pattern.test(bare));
    if (endpoint) endpoint.hits += 1;
    else unknown.push(`${method.toUpperCase()} ${bare}  (${interaction.description ?? 'no description'}, ${file})`);
  }
}

const uncovered = endpoints.filter((e) => e.hits === 0).sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
for (const e of uncovered) console.log(`no interaction     ${e.method} ${e.path}`);
for (const u of unknown) console.log(`not in ${endpointsFile}  ${u}`);
console.log(`${interactions} interactions in ${pactDir}/`);
console.log(`covered ${endpoints.length - uncovered.length}/${endpoints.length} endpoints`);
if (strict && (uncovered.length > 0 || unknown.length > 0)) process.exit(1);
