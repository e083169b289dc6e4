import { request } from 'node:http';
import { networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { TEST_HOOK_HEADERS, isLoopback, localHost } from '../../../mock-server/hardening';
import { useMockClient } from './hardening-client';

/** /__reset, /__state and /__db only for this machine; no origin reflected with credentials. */
const mock = useMockClient();

/** This machine's own non-loopback address, when it has one: a client that is not loopback. */
const outside = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

/** Sends from this machine to the loopback server under the given Host header. */
function callAs(host: string, method: string, path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(mock.base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), method, path, headers: { Host: host, ...TEST_HOOK_HEADERS } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Sends from `localAddress` to the loopback server, so the server sees a non-loopback peer. */
function callFrom(localAddress: string, method: string, path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(mock.base);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: Number(port), method, path, localAddress, headers: { 'Content-Type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(method === 'POST' ? '{"state":"the company has no orders"}' : undefined);
  });
}

describe('test-only endpoints', () => {
  it('recognises loopback peers only', () => {
    expect(['127.0.0.1', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['192.0.2.2', '::ffff:10.0.0.1', 'fd00::2', undefined].some(isLoopback)).toBe(false);
  });

  it.skipIf(!outside).each([
    ['POST', '/__reset'],
    ['POST', '/__state'],
    ['GET', '/__db/areas'],
  ])('%s %s answers 403 to a client that is not loopback', async (method, path) => {
    const reply = await callFrom(outside as string, method, path);
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 403, data: null });
  });

  it('recognises local host names only, with any port', () => {
    expect(['127.0.0.1', '127.0.0.1:3501', 'localhost', 'LOCALHOST:80', '[::1]', '[::1]:8080'].every((h) => localHost(h))).toBe(true);
    expect(['evil.example', 'evil.example:3501', '127.0.0.1.evil.example', 'localhost.evil.example', '10.0.0.1', undefined].some((h) => localHost(h))).toBe(false);
  });

  it.each([
    ['POST', '/__reset'],
    ['POST', '/__state'],
    ['GET', '/__db/areas'],
  ])('%s %s answers 403 to a loopback peer naming a foreign Host (DNS rebinding)', async (method, path) => {
    const reply = await callAs('rebind.evil.example:3501', method, path);
    expect(reply.status).toBe(403);
    expect(JSON.parse(reply.body)).toMatchObject({ code: 403, data: null });
    expect((await callAs(`localhost:${new URL(mock.base).port}`, method, path)).status).not.toBe(403);
  });

  it('still answer loopback clients', async () => {
    expect((await mock.call('POST', '/__reset', { headers: TEST_HOOK_HEADERS })).body.code).toBe(200);
    expect((await mock.call('GET', '/__db/areas')).status).toBe(200);
  });
});

describe('cross-origin requests', () => {
  it('get no CORS grant, with or without credentials', async () => {
    const headers = { Origin: 'https://evil.example' };
    const get = await mock.call('GET', '/v2/users/index', { as: 'merchant', headers });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
    expect(get.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await mock.call('OPTIONS', '/v2/orders', { headers: { ...headers, 'Access-Control-Request-Method': 'PUT' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});
