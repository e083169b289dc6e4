// @ts-check
/**
 * Mutation testing of the rules and the use cases (docs/testing.md, "Mutation score"):
 *   npm run test:mutation                                          # src/domain and src/application
 *   npm run test:mutation -- --mutate src/domain/order/order.ts    # one file (or a glob)
 *   MUTATION_STATIC=1 npm run test:mutation -- --mutate 'src/domain/order/*.ts'  # with static mutants
 * A benchmark run on demand, not a step of `npm test`. The whole run reports to .tmp/mutation/
 * (ignored by git); a run with --mutate to .tmp/mutation/<what it mutates>/, so that each keeps
 * its own incremental file (Stryker rewrites that file with the files of the last run only).
 */
const mutateArg = process.argv.findIndex((arg) => arg === '--mutate' || arg === '-m');
const scope = mutateArg === -1 ? '' : `/${process.argv[mutateArg + 1].replace(/[^\w.-]+/g, '_')}`;
const out = `.tmp/mutation${scope}${process.env.MUTATION_STATIC === '1' ? '-static' : ''}`;
// Static mutants (code run as a module loads: message tables, schemas) make a whole run last hours
// on two cores: Stryker re-runs every related test file in fresh modules for each one. The whole
// run leaves them out (reported as ignored, not counted) and lets the test files share their
// modules as in the unit project (a runtime mutant is switched on and off while the tests run);
// `MUTATION_STATIC=1 npm run test:mutation -- --mutate <folder>` counts them, for a folder or a file.
// vitest.mutation.config.ts reads MUTATION_SHARED_MODULES in Stryker's test runner processes.
const withStatic = process.env.MUTATION_STATIC === '1';
if (!withStatic) process.env.MUTATION_SHARED_MODULES = '1';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: ['src/domain/**/*.ts', 'src/application/**/*.ts'],
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  // The unit tests of the rules and the use cases; related: for each mutant, only the test files
  // that import its file.
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  coverageAnalysis: 'perTest',
  ignoreStatic: !withStatic,
  // A re-run tests only the mutants whose code or tests changed since the last run of that scope.
  incremental: true,
  incrementalFile: `${out}/incremental.json`,
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: `${out}/index.html` },
  jsonReporter: { fileName: `${out}/mutation.json` },
  clearTextReporter: { allowColor: false, reportMutants: false, reportTests: false, reportScoreTable: true },
  tempDirName: '.tmp/stryker',
  ignorePatterns: ['dist', 'dist-*', 'coverage', 'test-results', 'playwright-report', '.lighthouseci', 'mock-server/uploads'],
  // Two cores at most: each runner is one Vitest worker.
  concurrency: 2,
  thresholds: { high: 80, low: 70, break: null },
};
