// Import cycles in src/ (`npm run lint` and `npm test`): a cycle of static value imports is an
// error. Type-only imports are erased by the compiler and a dynamic import() is a lazy chunk
// loaded after its importer has run, so neither makes a cycle at run time.
//   npx depcruise src --config .dependency-cruiser.mjs
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
  ],
  options: {
    tsPreCompilationDeps: false,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.d\\.ts$' },
  },
};
