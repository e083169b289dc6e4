export function median(xs: number[]): number;
export function seededRandom(seed: number): () => number;
export interface Interval {
  estimate: number;
  low: number;
  high: number;
  pairs: number;
}
export function medianDifference(diffs: number[], options?: { level?: number; resamples?: number; seed?: number }): Interval;
export type Verdict = 'B better' | 'B worse' | 'no difference shown';
export function verdict(interval: Pick<Interval, 'low' | 'high'>, lowerIsBetter?: boolean): Verdict;
