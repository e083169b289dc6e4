/**
 * Scrolls the window back to its top. A window-scrolled virtual list (InfiniteList) registers
 * its own smooth scroll while it is on the page: rows the scroll passes that were never measured
 * are measured on the way, and the list corrects the scroll position for their real height. Such
 * a correction written during the browser's smooth scroll stopped that scroll half-way; the
 * list's own smooth scroll holds the corrections back until it has landed.
 */
let scroller: (() => void) | null = null;

export function scrollWindowToTop() {
  if (scroller) scroller();
  else window.scrollTo({ top: 0, behavior: 'smooth' });
}

/** Makes `scroll` the way to the top until the returned function is called. */
export function registerWindowScroller(scroll: () => void): () => void {
  scroller = scroll;
  return () => {
    if (scroller === scroll) scroller = null;
  };
}
