import { describe, expect, it } from 'vitest';
import { median, medianDifference, seededRandom, verdict } from '../../../scripts/benchmark-stats.mjs';

describe("the interaction benchmark's comparison of two builds", () => {
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

  it('shows a lever that takes 150 ms off every pair, however noisy the machine', () => {
    const d = medianDifference([-150, -130, -110, -150, -130, -110, -150, -130, -110, -150]);
    expect(d.estimate).toBeLessThan(-100);
    expect(d.high).toBeLessThan(0);
    expect(verdict(d)).toBe('B better');
    expect(verdict(d, false)).toBe('B worse');
  });

  it('shows no difference for two builds whose pairs are noise around zero', () => {
    // B - A of /login's TBT in 10 interleaved rounds of 2026-11-23, two builds that were the same.
    const a = [813, 536, 119, 293, 526, 774, 434, 223, 400, 445];
    const b = [377, 330, 588, 330, 214, 376, 488, 516, 560, 899];
    expect(verdict(medianDifference(b.map((x, i) => x - a[i]!)))).toBe('no difference shown');
  });

  it('refuses a comparison of one pair', () => {
    expect(() => medianDifference([10])).toThrow(/two pairs/);
  });
});
