import { describe, expect, it } from 'vitest';
import { compareRuns, median, medianDifference, seededRandom, verdict } from '../../../scripts/benchmark-stats.mjs';

/** Runs of two builds as the benchmark records them, one pair per round. */
function runs(a: number[], b: number[], path = '/order') {
  return a.flatMap((x, i) => [
    { build: 'A', run: i + 1, preset: 'mobile', path, tbt: x },
    { build: 'B', run: i + 1, preset: 'mobile', path, tbt: b[i] },
  ]);
}

describe('the benchmark comparison', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });

  it('repeats the same interval for the same runs (seeded resampling)', () => {
    const diffs = [-120, 30, -80, -200, 15, -60, -90, 40, -150, -10];
    expect(medianDifference(diffs)).toEqual(medianDifference(diffs));
    const r = seededRandom(7);
    const xs = Array.from({ length: 1000 }, r);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...xs)).toBeLessThan(1);
  });

  it('shows a lever that takes 150 ms off every run, however noisy the machine', () => {
    // The same noise in both builds of a round (the machine was slow for both), B 150 ms less.
    const noise = [813, 536, 119, 293, 526, 774, 434, 223, 400, 445];
    const [r] = compareRuns(runs(noise, noise.map((x, i) => x - 150 + (i % 3) * 20)), 'tbt');
    expect(r.estimate).toBeLessThan(-100);
    expect(r.high).toBeLessThan(0);
    expect(r.verdict).toBe('B better');
  });

  it('shows no difference for two builds whose runs are the same noise (today\'s font-stack runs)', () => {
    // TBT of /login in the 10 interleaved rounds of 2026-11-23: A without, B with the CJK fonts named.
    const a = [813, 536, 119, 293, 526, 774, 434, 223, 400, 445];
    const b = [377, 330, 588, 330, 214, 376, 488, 516, 560, 899];
    const [r] = compareRuns(runs(a, b), 'tbt');
    expect(r.low).toBeLessThan(0);
    expect(r.high).toBeGreaterThan(0);
    expect(r.verdict).toBe('no difference shown');
    expect(r.a).toBe(439.5);
    expect(r.b).toBe(432.5);
  });

  it('reads a higher score as better and a higher TBT as worse', () => {
    expect(verdict({ low: 2, high: 6 }, false)).toBe('B better');
    expect(verdict({ low: 20, high: 60 })).toBe('B worse');
    expect(verdict({ low: -60, high: -20 })).toBe('B better');
  });

  it('pairs runs by round and page, and refuses a comparison of one pair', () => {
    const both = [...runs([100, 100, 100], [50, 50, 50], '/'), ...runs([100, 100, 100], [150, 150, 150], '/order')];
    const byPage = Object.fromEntries(compareRuns(both, 'tbt').map((r) => [r.path, r.estimate]));
    expect(byPage).toEqual({ '/': -50, '/order': 50 });
    expect(() => medianDifference([10])).toThrow(/two pairs/);
  });
});
