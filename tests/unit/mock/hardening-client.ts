import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createMockServer, resetAll } from '../../../mock-server/server';

export interface Reply {
  status: number;
  headers: Headers;
  /** The parsed JSON body, or the text when it is not JSON. */
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string;
}

export interface CallOptions {
  /** A demo account name: sends its `demo-<name>` bearer token. */
  as?: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/**
 * The in-process mock server on a free loopback port, reset before each test, and a fetch
 * wrapper that reads every answer as JSON when it can.
 */
export function useMockServer() {
  let server: Server;
  const ctx = { base: '', call };

  async function call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.as) headers.Authorization = `Bearer demo-${options.as}`;
    let body = options.body;
    if (options.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const res = await fetch(`${ctx.base}${path}`, { method, headers, body });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Not JSON: the tests that care look at `text`.
    }
    return { status: res.status, headers: res.headers, body: parsed, text };
  }

  beforeAll(async () => {
    server = createMockServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    ctx.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  beforeEach(() => resetAll());
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return ctx;
}

/** A 4xx {code, msg, data} envelope with no stack trace or source path in it. */
export function isRefusalEnvelope(reply: Reply): boolean {
  const b = reply.body as { code?: unknown; msg?: unknown } | string;
  return (
    reply.status >= 400 &&
    reply.status < 500 &&
    typeof b === 'object' &&
    typeof b.code === 'number' &&
    typeof b.msg === 'string' &&
    'data' in b &&
    !/node_modules|\.ts:\d|at \w+ \(/.test(reply.text)
  );
}
