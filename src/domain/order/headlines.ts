import type { Headline } from './order';

/** The home ticker (spec 1 sections 2 and 9): 1 px every 20 ms, at least 3 items. */
export const TICKER_STEP_PX = 1;
export const TICKER_INTERVAL_MS = 20;
export const TICKER_MIN_ITEMS = 3;
export const NO_HEADLINES = '暂无更多公告';

/** Repeats the headlines until at least `min` are shown; none stay none. */
export function fillHeadlines<T>(items: readonly T[], min = TICKER_MIN_ITEMS): T[] {
  if (!items.length) return [];
  const filled: T[] = [];
  while (filled.length < min) filled.push(...items);
  return filled;
}

/** A headline opens its dialog only when it has content. */
export const hasContent = (h: Pick<Headline, 'content'>) => Boolean(h.content && h.content.trim());
