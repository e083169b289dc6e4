/**
 * Scrolls the window back to its top. A window-scrolled virtual list (InfiniteList) registers
 * its own smooth scroll while it is on the page: rows the scroll passes that were never measured
 * are measured on the way, and the list corrects the scroll position for their real height. Such
 * a correction written during the browser's smooth scroll stopped that scroll half-way; the
 * list's own smooth scroll holds the corrections back until it has landed.
 */
let scroller: ((behavior: ScrollBehavior) => void) | null = null;

/**
 * How a scroll the user asked for moves: it glides, or, where the system asks for reduced
 * motion, it jumps (WCAG 2.3.3). The query is written here rather than taken from
 * `reduced-motion.ts`: shared with the home page's chunk, that module became a chunk of its own
 * that every first screen loaded.
 */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

export function scrollWindowToTop() {
  const behavior = scrollBehavior();
  if (scroller) scroller(behavior);
  else window.scrollTo({ top: 0, behavior });
}

/** Makes `scroll` the way to the top until the returned function is called. */
export function registerWindowScroller(scroll: (behavior: ScrollBehavior) => void): () => void {
  scroller = scroll;
  return () => {
    if (scroller === scroll) scroller = null;
  };
}
