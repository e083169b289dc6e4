import createCache, { type EmotionCache } from '@emotion/cache';
import { nextTask } from '../components/next-task';

/**
 * Emotion's cache for the app, with one change: the rules of each task go into a `<style>`
 * element of their own, added after the others, instead of all into one element.
 *
 * Chakra puts every component style in a cascade layer (`@layer recipes { ... }`). When a
 * stylesheet that holds layers changes, Chromium cannot tell what the change reorders: it
 * restyles every element and lays out all text again ("Fonts changed"). Emotion's production
 * sheet is one element that grows by `insertRule`, so every first use of a style (a dialog
 * opening over the order list, a row with a new badge) cost a style and layout pass over the
 * whole page. A sheet added after the others is an append, which Chromium handles by
 * restyling only what the new rules match: opening the refusal dialog on /order lays out 18
 * objects instead of 510 (tests/e2e/style-invalidation.spec.ts).
 *
 * Rules of one task share an element, so a screen adds a few elements, not one per rule.
 */
export function createAppEmotionCache(newTask: () => Promise<void> = nextTask): EmotionCache {
  const cache = createCache({ key: 'css' });
  const { sheet } = cache;
  const insert = sheet.insert.bind(sheet);
  let batchOpen = false;
  sheet.insert = (rule: string) => {
    if (!batchOpen) {
      batchOpen = true;
      // Emotion starts a new element when its counter is a multiple of its rules per element.
      sheet.ctr = 0;
      void newTask().then(() => {
        batchOpen = false;
      });
    }
    insert(rule);
  };
  return cache;
}
