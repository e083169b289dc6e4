/**
 * Spec 2 §9: the page's minimum height is the viewport minus 200 px (the fixed chrome above and
 * below a screen). The signed-in frame's content area and the full-screen editor read it.
 */
export const PAGE_CHROME_PX = 200;

/** The CSS minimum height of a page's content area. */
export const PAGE_MIN_HEIGHT = `calc(100vh - ${PAGE_CHROME_PX}px)`;
