// The repository stands on its own: clones a commit (HEAD by default) into an empty temporary
// folder, with nothing beside the clone, and runs the static checks and the contract coverage
// there. A script, config or test that reads a sibling folder (the spec's, say) fails here
// even where such a folder sits beside this working copy. Run by .ci/run before `npm test`.
//   node scripts/standalone-check.mjs [--rev REV]     (npm run check:standalone)
// Cheap: the clone shares this repository's objects (git clone --shared) and node_modules is a
// symlink to this copy's, so nothing is installed. It checks what is committed, not the work tree.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { STATIC_CHECKS, runSideBySide } from './static-checks.mjs';

const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).trim();
const rev = process.argv.includes('--rev') ? process.argv[process.argv.indexOf('--rev') + 1] : 'HEAD';
const root = git('rev-parse', '--show-toplevel');
const commit = git('rev-parse', '--verify', `${rev}^{commit}`);

const outer = mkdtempSync(join(tmpdir(), 'standalone-'));
const clone = join(outer, 'merchant-back-office');
let passed;
try {
  git('clone', '--quiet', '--shared', '--no-checkout', root, clone);
  git('-C', clone, 'checkout', '--quiet', '--detach', commit);
  symlinkSync(resolve(root, 'node_modules'), join(clone, 'node_modules'), 'dir');
  console.log(`${commit.slice(0, 12)} cloned into ${clone}; beside it: ${readdirSync(outer).filter((n) => n !== 'merchant-back-office').join(', ') || 'nothing'}`);
  passed = await runSideBySide(
    [...STATIC_CHECKS, { name: 'contract coverage', command: 'node scripts/contract-coverage.mjs --strict' }],
    { cwd: clone },
  );
} finally {
  rmSync(outer, { recursive: true, force: true });
}
console.log(passed ? 'standalone: the clone passes on its own' : 'standalone: FAILED in a clone with nothing beside it');
process.exit(passed ? 0 : 1);
