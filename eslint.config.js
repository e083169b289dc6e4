import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

/** Every folder of src/ui (the elements below). */
const UI = 'ui-*';

const layer = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'contracts/*.json', 'contracts/*.tsv', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The rules of hooks, effect dependencies and the React Compiler's checks (each finding is a
  // possible stale closure or a render that is not pure), at zero warnings like the rest.
  { files: ['src/**/*.{ts,tsx}', 'tests/components/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/include': ['src/**/*'],
      // A lazy screen or part (import()) and a re-export are dependencies too.
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain' },
        { type: 'application', pattern: 'src/application' },
        { type: 'adapters', pattern: 'src/adapters' },
        // src/ui, top to bottom (docs/decisions/ui-direction.md): each folder imports only the
        // ones below it, and a feature folder no other feature folder.
        { type: 'ui-app', pattern: 'src/ui/app' },
        { type: 'ui-routes', pattern: 'src/ui/routes' },
        { type: 'ui-feature', pattern: 'src/ui/features/*', capture: ['feature'] },
        { type: 'ui-components', pattern: 'src/ui/components' },
        { type: 'ui-platform', pattern: 'src/ui/platform' },
        { type: 'di', pattern: 'src/di' },
      ],
    },
    rules: {
      // The dependency rule (docs/architecture.md): inner layers never see outer ones.
      // (Import cycles are checked by dependency-cruiser, .dependency-cruiser.mjs, part of `npm run lint`.)
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            layer('domain', ['domain']),
            layer('application', ['application', 'domain']),
            layer('adapters', ['adapters', 'application', 'domain']),
            // src/ui: app composes (providers, router, route tree) → routes → features/<area> →
            // components → platform (the container's hook, the query client, route titles, start-up
            // failure, the navigator).
            layer('ui-app', ['ui-app', 'ui-routes', 'ui-feature', 'ui-components', 'ui-platform', 'application', 'domain']),
            layer('ui-routes', ['ui-routes', 'ui-feature', 'ui-components', 'ui-platform', 'application', 'domain']),
            layer('ui-feature', ['ui-components', 'ui-platform', 'application', 'domain']),
            // A feature's own files: what two features share moves down to components/ or platform/.
            {
              from: { element: { type: 'ui-feature' } },
              allow: { to: { element: { type: 'ui-feature', captured: { feature: '{{ from.element.captured.feature }}' } } } },
            },
            layer('ui-components', ['ui-components', 'ui-platform', 'application', 'domain']),
            layer('ui-platform', ['ui-platform', 'application', 'domain']),
            layer('di', ['di', 'adapters', 'application', 'domain', UI]),
          ],
        },
      ],
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'inversify', 'effector', 'effector-*', '@tanstack/*', '@chakra-ui/*', 'js-cookie', 'fetch-retry', 'lexical', '@lexical/*', 'dompurify'],
              message: 'The domain is plain TypeScript (date-fns, and valibot for the forms\' schemas).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/application/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', '@tanstack/*', '@chakra-ui/*', 'js-cookie', 'fetch-retry', 'lexical', '@lexical/*'],
              message: 'Application code uses ports; frameworks live in adapters and ui.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/ui/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXOpeningElement[name.name='Spinner']:not(:has(JSXAttribute[name.name='role'])) > JSXAttribute[name.name='aria-label']",
          message: "Chakra's Spinner is a bare span, where a name is not allowed (axe: aria-prohibited-attr): use LoadingSpinner, a status named 加载中.",
        },
      ],
    },
  },
);
