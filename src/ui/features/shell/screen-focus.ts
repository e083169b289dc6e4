import { type RefObject, useEffect, useRef } from 'react';

/** How long a new screen has to show its heading before focus goes to the main area instead. */
const HEADING_WAIT_MS = 3000;

/** Outside the screen itself: the personal centre's header (its h1 is the company's name), menus and dialogs. */
const NOT_THE_SCREEN = '[aria-label="公司信息"], nav, [role="dialog"], [role="alertdialog"], .screen-placeholder';

/**
 * The new screen's heading: the one whose text is the screen's title (the route's), else the
 * first h1 of the screen. A screen that opens without a heading (首页, the order lists) has none.
 */
function headingOf(main: HTMLElement, title: string | undefined): HTMLElement | null {
  const headings = [...main.querySelectorAll<HTMLElement>('h1, h2')].filter((h) => !h.closest(NOT_THE_SCREEN));
  return headings.find((h) => title && h.textContent?.trim() === title) ?? headings.find((h) => h.tagName === 'H1') ?? null;
}

/** A control a screen may focus itself as it opens (an add screen's first field). */
const FIELD = 'input, select, textarea, [contenteditable="true"]';

/**
 * Whether focus is already where the merchant needs it: in a dialog that took it (the personal
 * centre's guide), or in a field of the new screen that the screen focused as it opened (an
 * add screen's first field), which moving it would also blur (showing the field's message).
 */
const focusedElsewhere = (area: HTMLElement) => {
  const active = document.activeElement;
  if (active?.closest('[role="dialog"], [role="alertdialog"]')) return true;
  return Boolean(active && area.contains(active) && active.matches(FIELD) && !active.closest(NOT_THE_SCREEN));
};

/**
 * After a navigation (not on the page's first load), focus moves to the new screen's heading
 * (made focusable, tabIndex -1), or to the main area when it has none: the focused link or
 * button was often gone with the old screen, and focus fell to the page's body (issue 59).
 * Waits until the screen has drawn (`shown`) and its heading is there; a dialog that took focus
 * meanwhile (the personal centre's guide) keeps it.
 */
export function useScreenFocus(main: RefObject<HTMLElement | null>, pathname: string, shown: boolean, title: string | undefined) {
  const last = useRef(pathname);
  const pending = useRef(false);
  useEffect(() => {
    if (last.current === pathname) return;
    last.current = pathname;
    pending.current = true;
  }, [pathname]);
  useEffect(() => {
    const area = main.current;
    if (!shown || !pending.current || !area) return;
    const land = (target: HTMLElement) => {
      pending.current = false;
      observer.disconnect();
      clearTimeout(timer);
      if (focusedElsewhere(area)) return;
      if (target !== area && !target.hasAttribute('tabindex')) {
        target.tabIndex = -1;
        target.setAttribute('data-screen-focus', '');
      }
      target.focus({ preventScroll: true });
    };
    const tryHeading = () => {
      const heading = headingOf(area, title);
      if (heading) land(heading);
    };
    const observer = new MutationObserver(tryHeading);
    const timer = setTimeout(() => land(area), HEADING_WAIT_MS);
    observer.observe(area, { childList: true, subtree: true });
    tryHeading();
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [main, pathname, shown, title]);
}
