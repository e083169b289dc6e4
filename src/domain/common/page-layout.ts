/**
 * Spec 2 §9: the page's minimum height is the viewport minus 200 px (the fixed chrome above and
 * below a screen). The signed-in frame's content area and the full-screen editor read it. A
 * number alone, which the build writes into each place that reads it: a module shared by the
 * frame and the editor was a chunk of its own that every first screen behind sign-in loaded.
 */
export const PAGE_CHROME_PX = 200;
