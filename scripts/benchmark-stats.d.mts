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
export interface Run {
  build: 'A' | 'B' | string;
  /** The round: A and B of one round are a pair (pooled: the sitting's number, then the round). */
  run: number | string;
  preset: string;
  path: string;
  [metric: string]: unknown;
}
export interface Comparison extends Interval {
  preset: string;
  path: string;
  a: number;
  b: number;
  verdict: Verdict;
}
export function compareRuns(runs: Run[], metric: string, lowerIsBetter?: boolean): Comparison[];
/** Several sittings' runs of the same comparison as one; a run's pair stays in its sitting. */
export function poolRuns(sittings: { name: string; runs: unknown }[]): (Run & { sitting: string; run: string })[];
export interface TraceEvent {
  name: string;
  cat?: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: Record<string, unknown>;
}
export function cpuBlockingTime(
  trace: { traceEvents?: TraceEvent[] } | TraceEvent[],
  at: { url: string; fromTs: number; multiplier: number },
): { tbt: number; cpuMs: number };
export const TASK_KINDS: readonly ['evaluation', 'script', 'microtasks', 'layout', 'other'];
export type TaskKind = (typeof TASK_KINDS)[number];
export function countedTasks(
  trace: { traceEvents?: TraceEvent[] } | TraceEvent[],
  at: { url: string; fromTs: number; multiplier: number; minMs?: number },
): Record<TaskKind, number>;
export function contention(
  trace: { traceEvents?: TraceEvent[] } | TraceEvent[],
  at: { url: string; fromTs: number; minMs?: number },
): { cpuShare: number; windowMs: number; gpuMs: number; browserMs: number; rendererMs: number; screenshots: number };
export const COMPILE_CATEGORY: 'disabled-by-default-v8.compile';
export function compileCost(
  trace: { traceEvents?: TraceEvent[] } | TraceEvent[],
  at: { url: string; fromTs: number; multiplier: number; minMs?: number },
): { recorded: boolean; compileMs: number; countedMs: number; tbt: number; tbtWithout: number };
export function mobileSlowdownFor(benchmarkIndex: number): number;
