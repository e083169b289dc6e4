import { test as base } from '@playwright/test';
import { workerPort } from './ports';

/** This worker's index (Playwright sets TEST_PARALLEL_INDEX in each worker process). */
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);

/** This worker's mock server (tests/e2e/ports.ts: one server pair per worker). */
export const MOCK_URL = `http://127.0.0.1:${workerPort(Number(process.env.MOCK_PORT ?? 3001), parallelIndex)}`;

/** Points the pages and `request` of each test at its worker's app server. */
export const test = base.extend({
  baseURL: async ({ baseURL }, use, testInfo) => {
    if (!baseURL) return use(baseURL);
    const url = new URL(baseURL);
    url.port = String(workerPort(Number(url.port), testInfo.parallelIndex));
    await use(url.origin);
  },
});
