import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const layer = (from, to) => ({
  from: { element: { type: from } },
  allow: { to: { element: { types: { anyOf: to } } } },
});

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'contracts', 'test-results', 'playwright-report', '.tmp'] },
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
      'boundaries/elements': [
        { type: 'domain', pattern: 'src/domain' },
        { type: 'application', pattern: 'src/application' },
        { type: 'adapters', pattern: 'src/adapters' },
        { type: 'ui', pattern: 'src/ui' },
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
            layer('ui', ['ui', 'application', 'domain']),
            layer('di', ['di', 'adapters', 'application', 'domain', 'ui']),
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
