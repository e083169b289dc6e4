import { useEffect, useLayoutEffect, useRef } from 'react';
import { useOneAtATime } from './next-page';

/**
 * Calls `load` when the bottom of the page is within `distance` pixels: on scroll (once
 * per frame), on resize, and after each change of `version` (a page arrived but the
 * content is still too short to scroll). A `load` that returns a promise is not called again
 * until it settles (useOneAtATime).
 */
export function useLoadMore(enabled: boolean, onLoad: () => unknown, distance: number, version: number) {
  const load = useOneAtATime(onLoad);
  const latest = useRef({ enabled, load });
  // What the screen has committed, not what a render under way has computed: a deferred answer
  // renders in slices (useDeferredAnswer), and a frame's check between two slices took the new
  // render's `enabled` and asked for the next page while the page still showed the last one.
  useLayoutEffect(() => {
    latest.current = { enabled, load };
  });

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      if (!latest.current.enabled) return;
      const root = document.documentElement;
      if (root.scrollHeight - (window.scrollY + window.innerHeight) <= distance) latest.current.load();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    schedule();
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [enabled, distance, version]);
}
