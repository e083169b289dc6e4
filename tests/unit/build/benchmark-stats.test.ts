import { describe, expect, it } from 'vitest';
import { compareRuns, compileCost, contention, countedTasks, cpuBlockingTime, median, medianDifference, mobileSlowdownFor, poolRuns, seededRandom, verdict, type TraceEvent } from '../../../scripts/benchmark-stats.mjs';

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

  it('leaves out a run whose metric Lighthouse could not compute, with its pair, instead of reading it as a number', () => {
    // 2026-11-24: one run of B had no TBT (NaN; null in the JSON); the interval came out "11 ms to NaN ms, B worse".
    const a = [1211, 834, 187, 71, 66, 76];
    const b = [418, NaN, 188, 91, 55, 110];
    const [r] = compareRuns(runs(a, b), 'tbt');
    expect([r.low, r.high, r.estimate, r.b].every(Number.isFinite)).toBe(true);
    expect(r.pairs).toBe(5);
    expect(r.b).toBe(110);
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

  it('pools sittings of the same comparison without pairing a run with another sitting\'s round', () => {
    // A quiet sitting and a busy one: B is 10 and 20 ms better in the first, 20 and 30 in the second.
    const quiet = runs([100, 110], [90, 90]);
    const busy = runs([500, 530], [480, 500]);
    const [pooled] = compareRuns(poolRuns([{ name: 'quiet.json', runs: quiet }, { name: 'busy.json', runs: busy }]), 'tbt');
    expect(pooled.pairs).toBe(4);
    expect(pooled.estimate).toBe(-20);
    expect(pooled.high).toBeLessThan(0);
    // Put together as they are, both files' round 1 and round 2 pair with the quiet sitting's B.
    const [naive] = compareRuns([...quiet, ...busy], 'tbt');
    expect(naive.estimate).toBeLessThan(-200);
  });

  it('refuses to pool a file that is not a comparison\'s runs', () => {
    const a = { name: 'a.json', runs: runs([100, 110], [90, 90]) };
    expect(() => poolRuns([a, { name: 'single.json', runs: runs([1, 2], [3, 4]).filter((r) => r.build === 'A') }])).toThrow(/single\.json: not the runs of a comparison/);
    expect(() => poolRuns([a, { name: 'report.json', runs: { audits: {} } }])).toThrow(/report\.json/);
    expect(() => poolRuns([a, a])).toThrow(/a\.json is named twice/);
  });
});

describe('blocking time from CPU time', () => {
  const URL = 'http://127.0.0.1:8080/login';
  const task = (ts: number, durMs: number, tdurMs: number, pid = 2, tid = 20): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid, ts, dur: durMs * 1000, tdur: tdurMs * 1000 });
  const trace = (...tasks: TraceEvent[]) => ({
    traceEvents: [
      { name: 'navigationStart', pid: 1, tid: 10, ts: 0, args: { data: { documentLoaderURL: 'about:blank' } } },
      { name: 'navigationStart', pid: 2, tid: 20, ts: 100, args: { data: { documentLoaderURL: URL } } },
      { name: 'thread_name', pid: 1, tid: 10, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', pid: 2, tid: 20, ts: 0, args: { name: 'CrRendererMain' } },
      { name: 'thread_name', pid: 2, tid: 21, ts: 0, args: { name: 'Compositor' } },
      ...tasks,
    ],
  });

  it("counts each task's CPU time times the slowdown beyond 50 ms, not its wall time", () => {
    // 30 ms of CPU in 60 ms of wall time: 4 x 30 - 50 = 70 ms blocking; 10 ms of CPU: none.
    const result = cpuBlockingTime(trace(task(2_000, 60, 30), task(3_000, 40, 10)), { url: URL, fromTs: 1_000, multiplier: 4 });
    expect(result).toEqual({ tbt: 70, cpuMs: 40 });
  });

  it("leaves out tasks before the first contentful paint, other threads and the other renderers' tasks", () => {
    const result = cpuBlockingTime(
      trace(task(500, 100, 100), task(2_000, 100, 30), task(2_000, 100, 90, 2, 21), task(2_000, 100, 90, 1, 10)),
      { url: URL, fromTs: 1_000, multiplier: 4 },
    );
    expect(result).toEqual({ tbt: 70, cpuMs: 30 });
  });

  it('applies the preset\'s slowdown (desktop: none) and refuses a trace without the page', () => {
    expect(cpuBlockingTime(trace(task(2_000, 100, 60)), { url: URL, fromTs: 1_000, multiplier: 1 }).tbt).toBe(10);
    expect(() => cpuBlockingTime(trace(), { url: 'http://127.0.0.1:8080/order', fromTs: 0, multiplier: 4 })).toThrow(/no navigation/);
  });
});

describe('the CPU slowdown calibrated to the host', () => {
  it('gives the preset\'s 4x on the host it was made for, more on a faster host, less on a slower one', () => {
    expect(mobileSlowdownFor(1533)).toBeCloseTo(4, 2);
    expect(mobileSlowdownFor(2000)).toBeCloseTo(6, 2);
    expect(mobileSlowdownFor(2700)).toBeCloseTo(9.01, 2);
    expect(mobileSlowdownFor(1300)).toBe(3);
    expect(mobileSlowdownFor(800)).toBe(2);
    expect(mobileSlowdownFor(150)).toBe(1);
  });

  it('never speeds a slow host up, and refuses an index that is not one', () => {
    expect(mobileSlowdownFor(100)).toBe(1);
    expect(() => mobileSlowdownFor(Number.NaN)).toThrow(/not a benchmark index/);
    expect(() => mobileSlowdownFor(0)).toThrow(/not a benchmark index/);
  });
});

/** A trace of one page load: its navigation to `url` and the events of its renderer's main thread (pid 2, tid 20). */
const pageTrace =
  (url: string) =>
  (...events: TraceEvent[]) => ({
    traceEvents: [
      { name: 'navigationStart', pid: 2, tid: 20, ts: 100, args: { data: { documentLoaderURL: url } } },
      { name: 'thread_name', pid: 2, tid: 20, ts: 0, args: { name: 'CrRendererMain' } },
      ...events,
    ],
  });

describe("what makes Lighthouse's simulated TBT, by kind of task", () => {
  const URL = 'http://127.0.0.1:8080/';
  const event = (name: string, ts: number, durMs: number, tid = 20): TraceEvent => ({ name, ph: 'X', pid: 2, tid, ts, dur: durMs * 1000 });
  const trace = pageTrace(URL);
  const at = { url: URL, fromTs: 1_000, multiplier: 10 };

  it('counts a task of 10 ms or more times the slowdown beyond 50 ms, under the kind that takes most of it', () => {
    const counted = countedTasks(
      trace(
        // A module's evaluation of 12 ms: 10 x 12 - 50 = 70 ms.
        event('RunTask', 2_000, 12),
        event('v8.evaluateModule', 2_100, 11),
        // React's scheduler, 15 ms of which 3 in microtasks: script, 100 ms.
        event('RunTask', 20_000, 15),
        event('FunctionCall', 20_100, 11),
        event('RunMicrotasks', 31_200, 3),
        // Promise callbacks: 11 ms, 60 ms.
        event('RunTask', 40_000, 11),
        event('RunMicrotasks', 40_100, 10),
      ),
      at,
    );
    expect(counted).toEqual({ evaluation: 70, script: 100, microtasks: 60, layout: 0, other: 0 });
  });

  it('leaves out the tasks the simulation drops (under 10 ms), those before the first paint and other threads', () => {
    const counted = countedTasks(
      trace(
        event('RunTask', 2_000, 9.9),
        event('FunctionCall', 2_100, 9),
        event('RunTask', 500, 30),
        event('FunctionCall', 600, 29),
        event('RunTask', 5_000, 30, 21),
        event('FunctionCall', 5_100, 29, 21),
        event('RunTask', 8_000, 10),
      ),
      at,
    );
    expect(counted).toEqual({ evaluation: 0, script: 0, microtasks: 0, layout: 0, other: 50 });
  });

  it('slows a task that lays out by half the slowdown, as the simulation does', () => {
    const counted = countedTasks(trace(event('RunTask', 2_000, 20), event('FunctionCall', 2_100, 12), event('Layout', 14_200, 6)), at);
    // 5 x 20 - 50 = 50 ms, not 150.
    expect(counted.script).toBe(50);
  });

  it('counts every task with real throttling (a minimum of 0 and no slowdown)', () => {
    const counted = countedTasks(trace(event('RunTask', 2_000, 60), event('RunMicrotasks', 2_100, 50), event('RunTask', 70_000, 8)), {
      ...at,
      multiplier: 1,
      minMs: 0,
    });
    expect(counted.microtasks).toBe(10);
  });
});

describe('how much of TBT is V8 compiling on the main thread', () => {
  const URL = 'http://127.0.0.1:8080/order';
  const event = (name: string, ts: number, durMs: number, cat = 'devtools.timeline'): TraceEvent => ({ name, cat, ph: 'X', pid: 2, tid: 20, ts, dur: durMs * 1000 });
  const trace = pageTrace(URL);
  const at = { url: URL, fromTs: 1_000, multiplier: 10 };
  const compiles = (ts: number, durMs: number) => event('V8.CompileCode', ts, durMs, 'disabled-by-default-v8.compile');

  it("takes each task's compile time out of it, by the simulation's rule: a task it leaves under 10 ms no longer counts", () => {
    const cost = compileCost(
      trace(
        // React's render slice of 14 ms with 5 ms of compiling (its parse inside counted once):
        // 10 x 14 - 50 = 90 ms, without compiling 9 ms, under the line.
        event('RunTask', 2_000, 14),
        event('FunctionCall', 2_100, 13),
        compiles(3_000, 5),
        event('V8.ParseFunction', 3_100, 2, 'disabled-by-default-v8.compile'),
        // A task of 30 ms with 6 ms of compiling: 250 ms, then 190 ms.
        event('RunTask', 20_000, 30),
        compiles(21_000, 6),
        // Compiling in a short task counts in all, not in the counted tasks.
        event('RunTask', 60_000, 5),
        compiles(60_500, 2),
      ),
      at,
    );
    expect(cost).toEqual({ recorded: true, compileMs: 13, countedMs: 11, tbt: 340, tbtWithout: 190 });
  });

  it('leaves out what came before the first paint, and says when the trace did not record compiling', () => {
    const before = compileCost(trace(event('RunTask', 500, 30), compiles(600, 20)), at);
    expect(before).toMatchObject({ compileMs: 0, tbt: 0 });
    const unrecorded = compileCost(trace(event('RunTask', 2_000, 30)), at);
    expect(unrecorded.recorded).toBe(false);
  });
});

describe("how much of the counted tasks' time the page waited for a core", () => {
  const URL = 'http://127.0.0.1:8080/order';
  const task = (ts: number, durMs: number, tdurMs: number, pid = 2, tid = 20): TraceEvent => ({ name: 'RunTask', ph: 'X', pid, tid, ts, dur: durMs * 1000, tdur: tdurMs * 1000 });
  const trace = (...events: TraceEvent[]) => ({
    traceEvents: [
      { name: 'process_name', pid: 1, tid: 0, ts: 0, args: { name: 'Browser' } },
      { name: 'process_name', pid: 2, tid: 0, ts: 0, args: { name: 'Renderer' } },
      { name: 'process_name', pid: 3, tid: 0, ts: 0, args: { name: 'GPU Process' } },
      ...pageTrace(URL)(...events).traceEvents,
    ],
  });
  const at = { url: URL, fromTs: 1_000 };

  it("gives the main thread's CPU share of its counted tasks' wall time and the CPU of the browser's other processes meanwhile", () => {
    const result = contention(
      trace(
        // Counted: 12 ms that ran 6, and 20 ms that ran 10: half of 32 ms.
        task(2_000, 12, 6),
        task(30_000, 20, 10),
        // Under 10 ms: not counted, and its CPU does not enter the share.
        task(60_000, 8, 1),
        // Meanwhile: the GPU process composites, the browser process works, the renderer's compositor thread too.
        task(5_000, 9, 7, 3, 30),
        task(6_000, 9, 5, 1, 10),
        task(7_000, 4, 3, 2, 21),
        // After the last counted task ends (50 ms): not in the window.
        task(51_000, 9, 9, 3, 30),
        { name: 'Screenshot', ph: 'O', pid: 3, tid: 30, ts: 8_000 },
        { name: 'Screenshot', ph: 'O', pid: 3, tid: 30, ts: 52_000 },
      ),
      at,
    );
    expect(result).toEqual({ cpuShare: 0.5, windowMs: 49, gpuMs: 7, browserMs: 5, rendererMs: 3, screenshots: 1 });
  });

  it('reads a page with no counted task as having run freely, and leaves out what came before the first paint', () => {
    const result = contention(trace(task(500, 40, 10), task(2_000, 8, 8), task(600, 9, 9, 3, 30)), at);
    expect(result).toEqual({ cpuShare: 1, windowMs: 0, gpuMs: 0, browserMs: 0, rendererMs: 0, screenshots: 0 });
  });
});
