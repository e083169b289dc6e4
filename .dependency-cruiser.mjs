// Imports the lint does not see (`npm run lint` and `npm test`):
// - a cycle of static value imports in src/ is an error. Type-only imports are erased by the
//   compiler and a dynamic import() is a lazy chunk loaded after its importer has run, so neither
//   makes a cycle at run time;
// - a package imported by src/, mock-server/, scripts/ or tests/ is declared in package.json: one
//   that resolves only because another package's dependency was hoisted can change with that
//   package's upgrade.
//   npx depcruise src mock-server scripts tests --config .dependency-cruiser.mjs
/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A module in src/ reaches itself through static value imports.',
      from: { path: '^src/' },
      to: { circular: true, dynamic: false, viaOnly: { dependencyTypesNot: ['dynamic-import', 'type-only'] } },
    },
    {
      name: 'declared-packages-only',
      severity: 'error',
      comment: 'A package that package.json does not declare (it resolves through another package).',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
