import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createMockServer } from '../../../mock-server/server';

export interface Answer<T = unknown> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/**
 * The in-process mock server for the wallet, messages, appeals and feedback tests, reset
 * before each test, with a JSON caller acting as a demo account (bearer demo-<username>) or
 * as nobody ('').
 */
export function useRecordsMock() {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createMockServer().listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((r) => server.close(r)));
  beforeEach(async () => {
    await fetch(`${base}/__reset`, { method: 'POST' });
  });

  const raw = (method: string, path: string, user?: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (user) headers.set('authorization', `Bearer demo-${user}`);
    return fetch(`${base}/v2${path}`, { ...init, method, headers });
  };

  async function call<T = unknown>(method: string, path: string, user?: string, body?: unknown): Promise<Answer<T>> {
    const init: RequestInit = body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    const res = await raw(method, path, user, init);
    return { status: res.status, ...((await res.json()) as Omit<Answer<T>, 'status'>) };
  }

  return { call, raw, base: () => base };
}
