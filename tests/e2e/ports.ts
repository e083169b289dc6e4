import { cpus } from 'node:os';

/**
 * The mock server is stateful and every test starts from POST /__reset, so two tests may only
 * run at once against servers of their own. Each Playwright worker gets a pair (mock server and
 * app server) PORT_STEP ports above the previous one: worker 0 keeps the glossary's fixed ports
 * (3001, 4173), worker 1 uses 3011 and 4183, and so on. The configs start one pair per worker;
 * E2E_WORKERS sets how many. By default half the cores, as Playwright's own default, but at least
 * two: with the browser profile kept from test to test (warm-context.ts) a test leaves part of the
 * machine idle while it waits for the network and the page, and on 2 cores a second worker took
 * the whole suite from 10.7 to 9.2-10.0 min (both cores 97% busy). Before the kept profiles each
 * test kept about 1.5 cores busy on its own, and a second worker gained nothing (the same 32
 * tests took 86 s with two workers and 88 s with one).
 */
export const PORT_STEP = 10;
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? Math.max(2, Math.floor(cpus().length / 2))));

/** The port of worker `index`'s server whose worker-0 port is `port`. */
export const workerPort = (port: number, index: number) => port + index * PORT_STEP;

/** One entry per worker: 0, 1, ... */
export const workerIndexes = () => Array.from({ length: E2E_WORKERS }, (_, i) => i);
