// Statistics for comparing two builds with the interaction benchmark (`npm run bench:interactions
// -- --compare DIST`). Single runs on a 2-core machine vary widely, so a lever is judged by the
// paired differences of interleaved runs (the same round and repetition, B minus A) and a
// bootstrap interval of their median, not by two medians read side by side.

/** The median; the mean of the two middle values for an even count. */
export function median(xs) {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

/** A small seeded generator (mulberry32), so that an interval is the same for the same runs. */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The median of the paired differences and its percentile bootstrap interval.
 * @param {number[]} diffs B - A per pair
 * @param {{ level?: number, resamples?: number, seed?: number }} [options]
 */
export function medianDifference(diffs, { level = 0.95, resamples = 4000, seed = 1 } = {}) {
  if (diffs.length < 2) throw new Error('a comparison needs at least two pairs of runs');
  const random = seededRandom(seed);
  const medians = [];
  for (let r = 0; r < resamples; r++) {
    const sample = diffs.map(() => diffs[Math.floor(random() * diffs.length)]);
    medians.push(median(sample));
  }
  medians.sort((a, b) => a - b);
  const tail = (1 - level) / 2;
  const at = (q) => medians[Math.min(resamples - 1, Math.max(0, Math.round(q * (resamples - 1))))];
  return { estimate: median(diffs), low: at(tail), high: at(1 - tail), pairs: diffs.length };
}

/**
 * What the interval says about B against A, for a metric where lower is better (TBT, LCP) or
 * higher is better (score).
 */
export function verdict({ low, high }, lowerIsBetter = true) {
  if (low > 0) return lowerIsBetter ? 'B worse' : 'B better';
  if (high < 0) return lowerIsBetter ? 'B better' : 'B worse';
  return 'no difference shown';
}
