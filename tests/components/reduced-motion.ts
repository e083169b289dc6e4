import { vi } from 'vitest';

/**
 * The system's reduce-motion setting as `matchMedia` answers it, for the rest of the test
 * (`vi.restoreAllMocks` ends it). Returns the spy on the setting's `change` subscription: a
 * component subscribes in its effects, so a test can wait for them to have run.
 */
export function mockReducedMotion(on: boolean) {
  const real = window.matchMedia;
  const subscribed = vi.fn();
  vi.spyOn(window, 'matchMedia').mockImplementation((query) =>
    query === '(prefers-reduced-motion: reduce)'
      ? ({ ...real(query), matches: on, media: query, addEventListener: subscribed, removeEventListener: () => {} } as MediaQueryList)
      : real(query),
  );
  return subscribed;
}
