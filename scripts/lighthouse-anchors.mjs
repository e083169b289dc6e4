// After `lhci autorun` (`npm run lighthouse`): each first screen's median performance score
// against the two anchors' medians of the same run (issue 56: at least both). Reads Lighthouse
// CI's reports (.tmp/lhci/manifest.json), prints the medians, exits 1 when a screen is under one.
import { readFileSync } from 'node:fs';
import { median } from './benchmark-stats.mjs';

/** @type {{ url: string, summary: { performance: number } }[]} */
const runs = JSON.parse(readFileSync('.tmp/lhci/manifest.json', 'utf8'));
/** @type {Map<string, number[]>} */
const scores = new Map();
for (const run of runs) {
  const path = new URL(run.url).pathname;
  scores.set(path, [...(scores.get(path) ?? []), Math.round(run.summary.performance * 100)]);
}
const medianOf = (/** @type {string} */ path) => {
  const list = scores.get(path);
  if (!list) throw new Error(`no Lighthouse run of ${path} in .tmp/lhci`);
  return median(list);
};
const anchors = ['/anchor-stack', '/anchor-chakra'];
const floor = Math.max(...anchors.map(medianOf));
let failed = false;
for (const path of ['/login', '/', '/order', ...anchors]) {
  const score = medianOf(path);
  const under = !anchors.includes(path) && score < floor;
  failed ||= under;
  console.log(`${path.padEnd(15)} ${String(score).padStart(3)} (${scores.get(path)?.join(', ')})${under ? `  under the anchors' ${floor}` : ''}`);
}
process.exit(failed ? 1 : 0);
