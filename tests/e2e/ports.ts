import { cpus } from 'node:os';

/**
 * The mock server is stateful and every test starts from POST /__reset, so two tests may only
 * run at once against servers of their own. Each Playwright worker gets a pair (mock server and
 * app server) PORT_STEP ports above the previous one: worker 0 keeps the glossary's fixed ports
 * (3001, 4173), worker 1 uses 3011 and 4183, and so on. The configs start one pair per worker;
 * E2E_WORKERS sets how many. By default one per two cores: a test keeps about one and a half
 * cores busy (Chromium's renderer, browser and software-compositing processes, and Playwright),
 * so on a 2-core machine a second worker only halves the speed of each (measured: the same 32
 * tests took 86 s with two workers and 88 s with one).
 */
export const PORT_STEP = 10;
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.floor(cpus().length / 2)));

/** The port of worker `index`'s server whose worker-0 port is `port`. */
export const workerPort = (port: number, index: number) => port + index * PORT_STEP;

/** One entry per worker: 0, 1, ... */
export const workerIndexes = () => Array.from({ length: E2E_WORKERS }, (_, i) => i);
