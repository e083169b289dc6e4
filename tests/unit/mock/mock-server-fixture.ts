import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { BASE_STATE, createMockServer } from '../../../mock-server/server';
import { TEST_HOOK_HEADERS } from '../../../mock-server/hardening';

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
  // The demo fixtures as a provider state: a code counts as sent once to each phone, as in
  // contract verification (the attempt-limit tests start from a plain /__reset instead).
  beforeEach(async () => {
    await fetch(`${mock.base}/__state`, { method: 'POST', headers: { 'content-type': 'application/json', ...TEST_HOOK_HEADERS }, body: JSON.stringify({ state: BASE_STATE }) });
  });
  return mock;
}

/** Arranges a provider state of the mock at `base` (it resets every fixture first). */
export async function arrangeState(base: string, state: string, params: Record<string, unknown> = {}) {
  const answer = await fetch(`${base}/__state`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...TEST_HOOK_HEADERS },
    body: JSON.stringify({ state, params }),
  });
  if (!answer.ok) throw new Error(`state not arranged: ${await answer.text()}`);
}

/** A /v2 answer with its HTTP status. */
export interface Answer<T> {
  status: number;
  code: number;
  msg: string;
  data: T;
}

/**
 * useMockServer with callers of its /v2 API acting as a demo account (bearer demo-<username>)
 * or as nobody ('' or absent): `call` sends JSON and reads the envelope, `raw` answers the
 * fetch Response (multipart bodies, images).
 */
export function useMockApi() {
  const mock = useMockServer();

  const raw = (method: string, path: string, user?: string, init: RequestInit = {}) => {
    const headers = new Headers(init.headers);
    if (user) headers.set('authorization', `Bearer demo-${user}`);
    return fetch(`${mock.base}/v2${path}`, { ...init, method, headers });
  };

  // The default answer type is loose on purpose: a test reads the fields it checks.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  async function call<T = any>(method: string, path: string, user?: string, body?: unknown): Promise<Answer<T>> {
    const init: RequestInit = body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
    const res = await raw(method, path, user, init);
    return { status: res.status, ...((await res.json()) as Omit<Answer<T>, 'status'>) };
  }

  return { call, raw, base: () => mock.base };
}

/** A passed captcha's proof, as the SMS endpoints require it. */
export const CAPTCHA_PROOF = { token: 'captcha-token', sessionId: 'captcha-session', sig: 'captcha-sig', scene: 'nc_message' } as const;

/** Sends the demo SMS code to `phone` (the mock takes a code only after it was sent, once). */
export async function sendCode(base: string, phone: string) {
  const answer = await fetch(`${base}/v2/oauth/sms`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mobile: phone, verify_type: 'subaccount', ...CAPTCHA_PROOF }),
  });
  const body = (await answer.json()) as { code?: number };
  if (body.code !== 200) throw new Error(`no code sent to ${phone}: ${JSON.stringify(body)}`);
}
