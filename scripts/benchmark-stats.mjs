// Statistics for comparing two builds with the Lighthouse benchmark (`npm run lighthouse --
// --compare A,B`). Single runs on a 2-core machine vary by a factor of 3 or more, so a lever is
// judged by the paired differences of interleaved runs (the same round, page and preset, B
// minus A) and a bootstrap interval of their median, not by two medians read side by side.

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

/**
 * Pairs the runs of a comparison (objects with build 'A' or 'B', run (the round), preset, path and the
 * metric) and returns, per preset and page, both medians and the difference B - A.
 */
export function compareRuns(runs, metric, lowerIsBetter = true) {
  const out = [];
  const keys = [...new Set(runs.map((r) => `${r.preset} ${r.path}`))];
  for (const key of keys) {
    const [preset, path] = key.split(' ');
    // A run in which Lighthouse could not compute the metric (NaN, or null once written to
    // JSON) is left out, with its pair: read as a number, it turned a whole interval into NaN.
    const here = runs.filter((r) => r.preset === preset && r.path === path && Number.isFinite(r[metric]));
    const diffs = [];
    for (const a of here.filter((r) => r.build === 'A')) {
      const b = here.find((r) => r.build === 'B' && r.run === a.run);
      if (b) diffs.push(b[metric] - a[metric]);
    }
    const diff = medianDifference(diffs);
    out.push({
      preset,
      path,
      a: median(here.filter((r) => r.build === 'A').map((r) => r[metric])),
      b: median(here.filter((r) => r.build === 'B').map((r) => r[metric])),
      ...diff,
      verdict: verdict(diff, lowerIsBetter),
    });
  }
  return out;
}

/**
 * The runs of several comparisons of the same two builds (each sitting's `--compare ... --json`
 * file), as one comparison: a run keeps its pair within its own sitting and round, so the pooled
 * differences are the sittings' own pairs put together. A single sitting on this host can point
 * either way; a lever is judged on rounds from at least two. Fails for a list that is not the
 * runs of a comparison (no A or no B), which would otherwise pool into no pairs, and for a file
 * named twice.
 * @param {{ name: string, runs: unknown }[]} sittings
 */
export function poolRuns(sittings) {
  const twice = sittings.find((s, i) => sittings.findIndex((t) => t.name === s.name) !== i);
  if (twice) throw new Error(`${twice.name} is named twice: its rounds would count twice`);
  return sittings.flatMap(({ name, runs }, i) => {
    const list = Array.isArray(runs) ? runs : [];
    if (!['A', 'B'].every((build) => list.some((r) => r?.build === build))) {
      throw new Error(`${name}: not the runs of a comparison (npm run lighthouse -- --compare A,B --json FILE)`);
    }
    return list.map((r) => ({ ...r, sitting: name, run: `${i + 1}.${r.run}` }));
  });
}

/**
 * Total blocking time counted in the main thread's CPU time instead of its wall time: for every
 * task of the page's main thread that starts at `fromTs` (its first contentful paint) or later,
 * the part of `multiplier` times its thread time (`tdur`) beyond 50 ms. Lighthouse's simulated
 * TBT scales the tasks' wall time; on a machine whose cores are shared with the browser's other
 * processes, Lighthouse itself and the servers, a task's wall time is up to twice its CPU time
 * and varies with what else runs, which is most of the benchmark's noise. Also returns the CPU
 * time of those tasks. The main thread is the page's renderer's CrRendererMain with the most
 * tasks; the renderer is the one whose navigation went to `url`.
 * @param {{ traceEvents?: TraceEvent[] } | TraceEvent[]} trace
 * @param {{ url: string, fromTs: number, multiplier: number }} at
 * @returns {{ tbt: number, cpuMs: number }}
 * @typedef {{ name: string, cat?: string, ph?: string, pid: number, tid: number, ts: number, dur?: number, tdur?: number, args?: any }} TraceEvent
 */
export function cpuBlockingTime(trace, { url, fromTs, multiplier }) {
  const { tasks } = mainThread(trace, url);
  let tbt = 0;
  let cpuMs = 0;
  for (const task of tasks) {
    if (task.ts < fromTs || task.tdur === undefined) continue;
    const ms = task.tdur / 1000;
    cpuMs += ms;
    tbt += Math.max(0, multiplier * ms - 50);
  }
  return { tbt, cpuMs };
}

/**
 * A trace's events, whether it came as Lighthouse's artifact ({ traceEvents }) or as the list itself.
 * @param {{ traceEvents?: TraceEvent[] } | TraceEvent[]} trace
 * @returns {TraceEvent[]}
 */
function traceEvents(trace) {
  return Array.isArray(trace) ? trace : (trace.traceEvents ?? []);
}

/**
 * The page's main thread in a trace: its renderer is the one whose navigation went to `url`, its
 * thread the renderer's CrRendererMain with the most tasks. Returns that thread's tasks (RunTask)
 * and all its complete events, in the trace's order.
 * @param {{ traceEvents?: TraceEvent[] } | TraceEvent[]} trace
 * @param {string} url
 */
function mainThread(trace, url) {
  const events = traceEvents(trace);
  const pid = events.filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL === url).at(-1)?.pid;
  if (pid === undefined) throw new Error(`no navigation to ${url} in the trace`);
  /** @type {Map<number, TraceEvent[]>} */
  const byThread = new Map();
  const mains = new Set(events.filter((e) => e.name === 'thread_name' && e.pid === pid && e.args?.name === 'CrRendererMain').map((e) => e.tid));
  for (const e of events) {
    if (e.name !== 'RunTask' || e.pid !== pid || !mains.has(e.tid)) continue;
    const tasks = byThread.get(e.tid);
    if (tasks) tasks.push(e);
    else byThread.set(e.tid, [e]);
  }
  const tasks = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const tid = tasks[0]?.tid;
  return { tasks, events: events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X') };
}

/**
 * A task's blocking time by the rule of Lighthouse's simulation: nothing under `minMs` (dropped
 * from its graph), else its duration slowed down by `multiplier` (by half of it for a task that
 * lays out) beyond 50 ms. Shared by countedTasks and compileCost, so both count as Lighthouse does.
 * @param {number} ms @param {boolean} laysOut @param {number} multiplier @param {number} minMs
 */
function simulatedBlocking(ms, laysOut, multiplier, minMs) {
  return ms < minMs ? 0 : Math.max(0, ms * (laysOut ? multiplier / 2 : multiplier) - 50);
}

/** The kinds of task `countedTasks` tells apart, by the event that takes most of a task's time. */
export const TASK_KINDS = /** @type {const} */ (['evaluation', 'script', 'microtasks', 'layout', 'other']);
/** @type {Record<string, typeof TASK_KINDS[number]>} */
const KIND_OF = {
  'v8.evaluateModule': 'evaluation',
  EvaluateScript: 'evaluation',
  FunctionCall: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
  RunMicrotasks: 'microtasks',
  Layout: 'layout',
  UpdateLayoutTree: 'layout',
  Paint: 'layout',
};

/**
 * What makes Lighthouse's simulated TBT, by kind of task. Lighthouse's simulation (Lantern)
 * leaves most main-thread tasks shorter than 10 ms out of its graph (SIGNIFICANT_DUR_THRESHOLD_MS
 * in its PageDependencyGraph) and slows each other one down by the preset's CPU slowdown, by half
 * of it for a task that lays out; a task after the first contentful paint then blocks for what
 * it takes beyond 50 ms. Here every task of the page's main thread from `fromTs` on whose wall
 * time is `minMs` or more counts so, under the kind of the event that takes most of its time
 * (evaluation of a module or script; script: a callback, such as React's scheduler, a timer, a
 * frame or an event; microtasks: promise callbacks; layout: style, layout and paint). A lever
 * aimed at Lighthouse's TBT has to shorten the tasks this names. With real throttling
 * (`--throttling devtools`) pass a multiplier of 1 and a `minMs` of 0: the trace is slowed
 * down already, and Lighthouse counts every task.
 * @param {{ traceEvents?: TraceEvent[] } | TraceEvent[]} trace
 * @param {{ url: string, fromTs: number, multiplier: number, minMs?: number }} at
 * @returns {Record<typeof TASK_KINDS[number], number>} blocking milliseconds per kind
 */
export function countedTasks(trace, { url, fromTs, multiplier, minMs = 10 }) {
  const { tasks, events } = mainThread(trace, url);
  const out = Object.fromEntries(TASK_KINDS.map((k) => [k, 0]));
  for (const task of tasks) {
    const ms = (task.dur ?? 0) / 1000;
    if (task.ts < fromTs || ms < minMs) continue;
    const end = task.ts + (task.dur ?? 0);
    /** @type {Record<string, number>} */
    const time = {};
    let laysOut = false;
    for (const e of events) {
      if (e === task || e.ts < task.ts || e.ts >= end) continue;
      if (e.name === 'Layout') laysOut = true;
      const kind = KIND_OF[e.name];
      if (kind) time[kind] = (time[kind] ?? 0) + (e.dur ?? 0);
    }
    const kind = /** @type {typeof TASK_KINDS[number]} */ (Object.entries(time).sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'other');
    out[kind] += simulatedBlocking(ms, laysOut, multiplier, minMs);
  }
  return /** @type {Record<typeof TASK_KINDS[number], number>} */ (out);
}

/**
 * How much of the run's TBT is the page's own work and how much is waiting for a core. The
 * simulation scales each task's wall time, and on a host whose cores the page shares (with the
 * browser's other processes, Lighthouse and the servers) a task's wall time includes the time its
 * thread waited: a task of 6 ms of CPU that took 12 ms counts for 12 ms times the slowdown. Given
 * the page's main-thread tasks of `minMs` or more after `fromTs` (those the simulation keeps), returns
 * the share of their wall time the thread ran (`cpuShare`, 1 on a free core), the window from
 * `fromTs` to the end of the last of them (`windowMs`), and the CPU time other threads of the
 * browser took in that window (top-level tasks: `gpuMs`, the GPU process, which composites and
 * draws frames in software here; `browserMs`, the browser process; `rendererMs`, the page's
 * renderer's other threads), and how many frames Lighthouse captured as screenshots in it.
 * @param {{ traceEvents?: TraceEvent[] } | TraceEvent[]} trace
 * @param {{ url: string, fromTs: number, minMs?: number }} at
 * @returns {{ cpuShare: number, windowMs: number, gpuMs: number, browserMs: number, rendererMs: number, screenshots: number }}
 */
export function contention(trace, { url, fromTs, minMs = 10 }) {
  const { tasks } = mainThread(trace, url);
  const counted = tasks.filter((t) => t.ts >= fromTs && (t.dur ?? 0) / 1000 >= minMs && t.tdur !== undefined);
  const wall = counted.reduce((sum, t) => sum + (t.dur ?? 0), 0);
  const cpu = counted.reduce((sum, t) => sum + (t.tdur ?? 0), 0);
  const end = counted.reduce((last, t) => Math.max(last, t.ts + (t.dur ?? 0)), fromTs);
  const events = traceEvents(trace);
  const main = tasks[0];
  const pageRenderer = main?.pid;
  /** @type {Map<number, string>} */
  const processes = new Map();
  for (const e of events) if (e.name === 'process_name') processes.set(e.pid, String(e.args?.name ?? ''));
  const out = { cpuShare: wall ? cpu / wall : 1, windowMs: (end - fromTs) / 1000, gpuMs: 0, browserMs: 0, rendererMs: 0, screenshots: 0 };
  for (const e of events) {
    if (e.ts < fromTs || e.ts >= end) continue;
    if (e.name === 'Screenshot') out.screenshots += 1;
    if (e.name !== 'RunTask' || e.ph !== 'X' || e.tdur === undefined) continue;
    const ms = e.tdur / 1000;
    const kind = processes.get(e.pid);
    if (e.pid === pageRenderer) {
      if (e.tid !== main.tid) out.rendererMs += ms;
    } else if (kind === 'GPU Process') out.gpuMs += ms;
    else if (kind === 'Browser') out.browserMs += ms;
  }
  return out;
}

/** The trace category in which V8 records its compilation on the main thread (V8.CompileCode ...). */
export const COMPILE_CATEGORY = 'disabled-by-default-v8.compile';
/** V8's main-thread compile events: a function compiled when first called, and a re-parse for its source positions. */
const COMPILE_EVENTS = new Set(['V8.CompileCode', 'V8.ParseFunction', 'V8.CollectSourcePositions']);

/**
 * How much of Lighthouse's TBT is V8 compiling on the main thread after the first paint. V8
 * compiles a function when it is first called, unless it was compiled as its file arrived (a
 * file marked `//# allFunctionsCalledOnLoad`, the top level of a module) or comes from the code
 * cache; so the first renders after start-up compile React's, Chakra's and the router's
 * functions in the middle of their tasks. Given a trace with COMPILE_CATEGORY, returns the time
 * of the outermost compile events in the page's main-thread tasks from `fromTs` on (`compileMs`;
 * `countedMs` in the tasks of `minMs` or more that Lighthouse's simulation keeps) and TBT by
 * the rule of countedTasks with and without that time in each task: what compiling ahead of
 * time could gain at most. Without the category in the trace, `recorded` is false and the
 * figures say nothing.
 * @param {{ traceEvents?: TraceEvent[] } | TraceEvent[]} trace
 * @param {{ url: string, fromTs: number, multiplier: number, minMs?: number }} at
 * @returns {{ recorded: boolean, compileMs: number, countedMs: number, tbt: number, tbtWithout: number }}
 */
export function compileCost(trace, { url, fromTs, multiplier, minMs = 10 }) {
  const { tasks, events } = mainThread(trace, url);
  const compiles = events.filter((e) => COMPILE_EVENTS.has(e.name));
  const all = traceEvents(trace);
  const recorded = all.some((e) => e.cat?.includes(COMPILE_CATEGORY));
  const out = { recorded, compileMs: 0, countedMs: 0, tbt: 0, tbtWithout: 0 };
  for (const task of tasks) {
    if (task.ts < fromTs) continue;
    const end = task.ts + (task.dur ?? 0);
    const inside = compiles.filter((e) => e.ts >= task.ts && e.ts < end);
    // Parsing a function is part of compiling it: count the outermost events only.
    const outer = inside.filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0)));
    const compiled = outer.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
    const laysOut = events.some((e) => e.name === 'Layout' && e.ts >= task.ts && e.ts < end);
    const ms = (task.dur ?? 0) / 1000;
    out.compileMs += compiled;
    if (ms >= minMs) out.countedMs += compiled;
    out.tbt += simulatedBlocking(ms, laysOut, multiplier, minMs);
    out.tbtWithout += simulatedBlocking(ms - compiled, laysOut, multiplier, minMs);
  }
  return out;
}

/**
 * The CPU slowdown that makes this host behave like the device Lighthouse's mobile preset stands
 * for, from the host's BenchmarkIndex: Lighthouse's own CPU-throttling calculator (docs/
 * throttling.md, "Calibrating multipliers"), whose 4x is right for a host of index 1533. A faster
 * host needs more (index 2700: 9x), a slower one less, never below 1. Without it, the same build
 * scores 100 on one host of this machine kind and 80 on another.
 * @param {number} benchmarkIndex
 * @returns {number}
 */
export function mobileSlowdownFor(benchmarkIndex) {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
