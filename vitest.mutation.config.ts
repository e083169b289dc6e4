import { defineConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * The tests StrykerJS runs against each mutant of src/domain and src/application
 * (`npm run test:mutation`, stryker.config.mjs): the unit tests of the rules and of the use cases
 * (through the fakes of tests/fakes). Left out:
 * - the tests that read the source tree or the build as text (architecture, build), which would
 *   read Stryker's instrumented copy and fail its dry run;
 * - the tests of the other layers: the mock server (tests/unit/mock, openapi), the HTTP adapters
 *   and the container (http, di), the fakes held to the real adapters (fakes). The mock server
 *   imports the domain's rules, so Vitest would count its tests as related to every rule and
 *   run them, through HTTP, for each mutant.
 * A benchmark, not part of `npm test`.
 */
export default defineConfig({
  resolve: viteConfig.resolve,
  test: {
    name: 'mutation',
    include: ['tests/unit/**/*.test.ts'],
    exclude: [
      '**/node_modules/**',
      ...['architecture', 'build', 'mock', 'openapi', 'http', 'di', 'fakes'].map((dir) => `tests/unit/${dir}/**`),
    ],
    environment: 'node',
    // A run without static mutants (the default, stryker.config.mjs) lets the files share their
    // modules, about three times faster. A run with them (MUTATION_STATIC=1) gives each file fresh
    // modules: with shared ones, static mutants (code run when a module loads) that fresh modules
    // kill were reported as surviving.
    isolate: process.env.MUTATION_SHARED_MODULES !== '1',
  },
});
