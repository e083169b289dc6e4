import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createMockServer } from '../../../mock-server/server';

/**
 * The in-process mock server on a free loopback port for one test file, reset to the demo
 * fixtures before each test. `base` is its origin once the file's tests run.
 */
export function useMockServer() {
  let server: Server;
  const mock = { base: '' };
  beforeAll(async () => {
    server = createMockServer().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    mock.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  beforeEach(async () => {
    await fetch(`${mock.base}/__reset`, { method: 'POST' });
  });
  return mock;
}
