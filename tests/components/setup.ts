import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

afterEach(() => cleanup());
// findBy*/waitFor wait for a condition; on a busy machine it can take longer than the default 1 s
// (20 album images joining two per frame took over 10 s while other suites ran). The limit only
// ends a wait that would never be met; the tests' own limit is 30 s (vite.config.ts).
configure({ asyncUtilTimeout: 20_000 });

// jsdom lacks these; Chakra's overlays and scroll helpers expect them.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollTo ??= () => {};
