import { useSyncExternalStore } from 'react';

/**
 * The system setting "reduce motion" (prefers-reduced-motion: reduce). Where it is on, nothing
 * on the home page moves by itself: the headline ticker stands still and scrolls by hand, and
 * the carousel changes slides only when asked (WCAG 2.2.2). Spinners keep turning: they say that
 * something is under way.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

const prefersReducedMotion = (): boolean => media()?.matches ?? false;

/** The setting, kept current when the user changes it; off while prerendering. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
