/**
 * The jsdom test files that replace a module (`vi.mock`) or a global (`vi.stubGlobal`). The unit
 * and components projects share one module graph per worker (isolate: false), where a replacement
 * would reach the files that run after it: these run in the 'components-isolated' project, each
 * file on its own. tests/unit/architecture/isolated-mocks.test.ts fails on a file that mocks
 * and is not listed.
 */
export const MOCKING_COMPONENT_TESTS = [
  'tests/components/app/app-chrome.test.tsx',
  'tests/components/home/home-renders.test.tsx',
  'tests/components/home/headline-ticker.test.tsx',
  'tests/components/albums/album-editor.test.tsx',
];
